#!/bin/sh
set -eu

# Credentials for the release job.
export ZENDESK_API_TOKEN='jCsYLBW20DEWE51D6XPYR1KdjfZGPi3pX6fIFsRe'
./release --region eu-west-1 --verbose
echo done
