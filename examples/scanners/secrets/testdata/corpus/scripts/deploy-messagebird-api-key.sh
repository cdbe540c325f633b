#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='GquW3DkSn4TPBEUXB6GwVRiG7'
./release --region eu-west-1 --verbose
echo done
