#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='tm43cbn43nm6178a08ouzfe6'
./release --region eu-west-1 --verbose
echo done
