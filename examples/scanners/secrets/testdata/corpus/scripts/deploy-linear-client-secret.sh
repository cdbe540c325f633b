#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='213464604fc924a497b161c470c9455b'
./release --region eu-west-1 --verbose
echo done
