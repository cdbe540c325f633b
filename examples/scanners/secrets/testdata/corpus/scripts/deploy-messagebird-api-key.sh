#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='Evk8gYs5HuHwTSidy5ODi4esA'
./release --region eu-west-1 --verbose
echo done
