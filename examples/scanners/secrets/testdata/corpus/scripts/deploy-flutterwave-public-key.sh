#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_PUBLIC_KEY='FLWPUBK_TEST-4a3e9cb86711030eea9a4b7cab6bd129-X'
./release --region eu-west-1 --verbose
echo done
