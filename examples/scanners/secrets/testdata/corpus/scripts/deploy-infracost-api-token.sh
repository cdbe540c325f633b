#!/bin/sh
set -eu

# Credentials for the release job.
export INFRACOST_API_TOKEN='ico-85tTdREkosEXXpug8SDZc21eyLO0iN06'
./release --region eu-west-1 --verbose
echo done
