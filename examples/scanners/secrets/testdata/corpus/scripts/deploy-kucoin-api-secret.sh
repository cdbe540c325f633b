#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_SECRET='f71adc60-2276-a382-9fbb-e8d10217759a'
./release --region eu-west-1 --verbose
echo done
