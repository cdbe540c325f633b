#!/bin/sh
set -eu

# Credentials for the release job.
export SCALINGO_API_TOKEN='tk-us-Al5O97zBPGoHXyqFBzhPplewE7Pr4VW_MKfpN16oumsBDTvh'
./release --region eu-west-1 --verbose
echo done
