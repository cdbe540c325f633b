#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='QkqxrMKXIv9X5SaE59D6Czyb0'
./release --region eu-west-1 --verbose
echo done
