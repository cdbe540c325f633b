#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_PUBLIC_KEY='FLWPUBK-54edd206a0fd74a9d8997df183c07665-X'
./release --region eu-west-1 --verbose
echo done
