#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_API_KEY='AQVNixNx-zjv5Ju42-1vEjqa9B10be_iFHBOiwq-G2'
./release --region eu-west-1 --verbose
echo done
