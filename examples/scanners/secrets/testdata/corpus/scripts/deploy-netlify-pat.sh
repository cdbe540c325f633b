#!/bin/sh
set -eu

# Credentials for the release job.
export NETLIFY_PAT='nfp_Ce2CWakxTtTtnwvpSEhbYPLx0WrfeQpgVQIp'
./release --region eu-west-1 --verbose
echo done
