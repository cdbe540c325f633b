#!/bin/sh
set -eu

# Credentials for the release job.
export AZURE_AD_CLIENT_SECRET='0Vn4Q~XRPcCf_ynN4Eh1YDoO_E6h-Y0m_ZKgZBy'
./release --region eu-west-1 --verbose
echo done
