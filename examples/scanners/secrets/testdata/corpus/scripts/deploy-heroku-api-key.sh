#!/bin/sh
set -eu

# Credentials for the release job.
export HEROKUAPIKEY='0e212113-eb21-82f2-fae1-4cf3d85e6a63'
./release --region eu-west-1 --verbose
echo done
