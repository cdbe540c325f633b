#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_API_KEY='lin_api_PyLeXcRffnd2nZfYD7IDAEeq32yS8wgIxV3tlODP'
./release --region eu-west-1 --verbose
echo done
