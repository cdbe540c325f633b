#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_API_KEY='AQVN-1PHfJVVRQVzucA1tBYGpXsPrIsweaMWLn-TX'
./release --region eu-west-1 --verbose
echo done
