#!/bin/sh
set -eu

# Credentials for the release job.
export BEAMER_API_KEY='b_fI9tt8ajDkoLojP8Un6pyG_vf1cnCRTb2rh=2UO7KGa7'
./release --region eu-west-1 --verbose
echo done
