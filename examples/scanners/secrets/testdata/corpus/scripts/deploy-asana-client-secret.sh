#!/bin/sh
set -eu

# Credentials for the release job.
export ASANA_CLIENT_SECRET='p2gegt4bpnahfb4byuqrtswq6xi8daw2'
./release --region eu-west-1 --verbose
echo done
