#!/bin/sh
set -eu

# Credentials for the release job.
export INFRACOST_API_TOKEN='ico-NN3vOygjWak85tTdREkosEXXpug8SDZc'
./release --region eu-west-1 --verbose
echo done
