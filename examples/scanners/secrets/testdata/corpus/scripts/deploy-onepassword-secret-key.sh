#!/bin/sh
set -eu

# Credentials for the release job.
export ONEPASSWORD_SECRET_KEY='A3-BNYSUY-19SGSI2UXTK-AEU7M-XVOVR-KYUYH'
./release --region eu-west-1 --verbose
echo done
