#!/bin/sh
set -eu

# Credentials for the release job.
export AZURE_AD_CLIENT_SECRET='qeT2Q~bZkxf2Kku1nXKlhrTaBN3Gj7Pm_koEZirh'
./release --region eu-west-1 --verbose
echo done
