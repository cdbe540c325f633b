#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='j2oDBIrp=nFiTdQI2CUL9T1u-1TNUPAB97FV4sre-UdXQ27COtcH5exEOU3bM3lx'
./release --region eu-west-1 --verbose
echo done
