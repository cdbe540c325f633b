#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='oi6zljbmp23jblca1gj8zxo4'
./release --region eu-west-1 --verbose
echo done
