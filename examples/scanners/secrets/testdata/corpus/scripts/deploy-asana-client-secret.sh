#!/bin/sh
set -eu

# Credentials for the release job.
export ASANA_CLIENT_SECRET='wwyz7i9hxtuetc9947wf4tem9w0te5l0'
./release --region eu-west-1 --verbose
echo done
