#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='Xtq4t2KYP1HKRsheTwF1o3vZx'
./release --region eu-west-1 --verbose
echo done
