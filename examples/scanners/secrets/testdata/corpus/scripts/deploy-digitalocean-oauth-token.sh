#!/bin/sh
set -eu

# Credentials for the release job.
export DIGITALOCEAN_OAUTH_TOKEN='doo_v1_e1694b1060793a70f00e74193a9746e744a3a85c507513a599c2ec992854830c'
./release --region eu-west-1 --verbose
echo done
