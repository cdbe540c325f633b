#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='ypqi0nhq28mhaenvjm80dgsawd51vn3o'
./release --region eu-west-1 --verbose
echo done
