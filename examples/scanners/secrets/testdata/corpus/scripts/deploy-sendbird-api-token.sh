#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='a77249417818603d787ee3a1937bc8fe06e9ec83'
./release --region eu-west-1 --verbose
echo done
