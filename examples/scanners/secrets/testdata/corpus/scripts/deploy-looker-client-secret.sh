#!/bin/sh
set -eu

# Credentials for the release job.
export LOOKER_CLIENT_SECRET='v9CkDgJhgZLLertnzIEca3ho'
./release --region eu-west-1 --verbose
echo done
