#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='gtcfg3m2e1yz40lp3dkt7nio'
./release --region eu-west-1 --verbose
echo done
