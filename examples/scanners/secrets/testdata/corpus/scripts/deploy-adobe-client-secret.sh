#!/bin/sh
set -eu

# Credentials for the release job.
export ADOBE_CLIENT_SECRET='p8e-oBHYwTmmWqIr3vUk8hwpS14cieYUawfX'
./release --region eu-west-1 --verbose
echo done
