#!/bin/sh
set -eu

# Credentials for the release job.
export PLANETSCALE_TOKEN='pscale_oauth_rpKBw7pJgFL7fHRGxTs0y369J3OUvUUEp3WeQLPD0ly'
./release --region eu-west-1 --verbose
echo done
