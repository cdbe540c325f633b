#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='iWn8pMqtCVtVrj8ghpi-0g3iOMYcmtzoClt-K3rUVTb9NR6nMP'
./release --region eu-west-1 --verbose
echo done
