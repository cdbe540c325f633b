#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='00wpKWbd9kl_bBczbA3OufRsflqNsmUnH03xiz_gTc'
./release --region eu-west-1 --verbose
echo done
