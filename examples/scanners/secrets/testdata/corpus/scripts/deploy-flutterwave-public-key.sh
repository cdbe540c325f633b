#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_PUBLIC_KEY='FLWPUBK-e1871845c1b9c43a47d1e1c761b629d0-X'
./release --region eu-west-1 --verbose
echo done
