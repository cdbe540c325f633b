#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_API_KEY='lin_api_TqyaXJ0wddFd4VxMRXXCTpv2daWAF1HaeLK2Xnwu'
./release --region eu-west-1 --verbose
echo done
