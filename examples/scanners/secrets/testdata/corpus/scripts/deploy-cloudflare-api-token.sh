#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_API_TOKEN='FB4zM6RsyKQLl15Sl221IFuLGafVkirbDihmsFFe'
./release --region eu-west-1 --verbose
echo done
