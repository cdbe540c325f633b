#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='HEZmT1PyUIlC6hv7ieWJ31gpwA4kws/u+1HkRlRgMsTFDlvFuSIRMwz+lKSBw4ocsWth4sfv3Z9FzX6Q2BBzR7=='
./release --region eu-west-1 --verbose
echo done
