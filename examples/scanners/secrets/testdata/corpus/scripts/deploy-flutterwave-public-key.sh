#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_PUBLIC_KEY='FLWPUBK-b1ead23f68cb788371a0e135db6e9ec9-X'
./release --region eu-west-1 --verbose
echo done
