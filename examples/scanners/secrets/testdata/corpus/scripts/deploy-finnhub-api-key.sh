#!/bin/sh
set -eu

# Credentials for the release job.
export FINNHUB_API_KEY='ut6f23k29i8xyp0r6fsh'
./release --region eu-west-1 --verbose
echo done
