#!/bin/sh
set -eu

# Credentials for the release job.
export EASYPOST_API_KEY='EZAKKsHMtrMnMovLOVZlvGebRQBNhlCOSoal39RLu9TKHT1x5mxQfjZV0o'
./release --region eu-west-1 --verbose
echo done
