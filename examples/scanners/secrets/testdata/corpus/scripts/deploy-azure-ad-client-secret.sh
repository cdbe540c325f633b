#!/bin/sh
set -eu

# Credentials for the release job.
export AZURE_AD_CLIENT_SECRET='gP08Q~g7iOA.t9X70qUEQr8jmGpNJNnUXWXhh'
./release --region eu-west-1 --verbose
echo done
