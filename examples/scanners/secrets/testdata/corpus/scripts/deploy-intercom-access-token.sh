#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='GpaVV0-en73QBx=kxRF9ZawNPPvyFE=AIozM5c_S4HAA2wOG5f6snXrzEDk2'
./release --region eu-west-1 --verbose
echo done
