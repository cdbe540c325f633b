#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_PUBLIC_KEY='FLWPUBK_TEST-eab460bc883cefdc9496adb00cecd511-X'
./release --region eu-west-1 --verbose
echo done
