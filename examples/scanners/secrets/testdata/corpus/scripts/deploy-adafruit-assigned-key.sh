#!/bin/sh
set -eu

# Credentials for the release job.
export ADAFRUIT_ASSIGNED_KEY='QBM0Ik2Zre8vJg2woFIsfzfpOVvWr5Xo'
./release --region eu-west-1 --verbose
echo done
