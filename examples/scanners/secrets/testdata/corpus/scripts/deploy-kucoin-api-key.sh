#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_KEY='409acf82cd6a783c7bee9e38'
./release --region eu-west-1 --verbose
echo done
