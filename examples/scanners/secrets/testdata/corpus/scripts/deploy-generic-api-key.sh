#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='l1IoJg5NtcxH92ZmKKwuS5jY/8+p9jG7'
./release --region eu-west-1 --verbose
echo done
