#!/bin/sh
set -eu

# Credentials for the release job.
export DUFFEL_API_TOKEN='duffel_test_awEcAuUxh_2wr--ahwmxRLx2cDzQzOntiJZ1p=Ml6SP'
./release --region eu-west-1 --verbose
echo done
