#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='vz8163e9awubews56ib177z6sp26z4h3'
./release --region eu-west-1 --verbose
echo done
