#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='lf05XAkA92O1cWNVIChw3f7nN39shtL5'
./release --region eu-west-1 --verbose
echo done
