#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_FEATURE_FLAG_CLIENT_TOKEN='glffct-ZVjF1n83pp_uWQW1cLvU'
./release --region eu-west-1 --verbose
echo done
