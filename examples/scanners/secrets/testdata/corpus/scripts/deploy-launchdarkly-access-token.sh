#!/bin/sh
set -eu

# Credentials for the release job.
export LAUNCHDARKLY_ACCESS_TOKEN='H-c_dMhTjLju2rRWRrRm6dWguFcIg72oqrfXOo8T'
./release --region eu-west-1 --verbose
echo done
