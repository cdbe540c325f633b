#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARE_ACCESS_TOKEN='sq0atp-VFPgE-5p8Uk1HnvcTG5hfu'
./release --region eu-west-1 --verbose
echo done
