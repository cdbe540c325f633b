#!/bin/sh
set -eu

# Credentials for the release job.
export DOPPLER_TOKEN='dp.st.oQoGB1H0dFKV2sKuiwnlLU7JBWiuunIFbatRw6A0c'
./release --region eu-west-1 --verbose
echo done
