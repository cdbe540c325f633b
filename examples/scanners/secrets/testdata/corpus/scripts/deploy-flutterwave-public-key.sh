#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_PUBLIC_KEY='FLWPUBK_TEST-d7964375cf29c446fc4d4749bd0949a7-X'
./release --region eu-west-1 --verbose
echo done
