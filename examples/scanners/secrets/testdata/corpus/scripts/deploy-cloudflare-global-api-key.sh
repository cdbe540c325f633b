#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_GLOBAL_API_KEY='05acc0c3fef81dc1c940a6aa3f9a2cbfca720'
./release --region eu-west-1 --verbose
echo done
