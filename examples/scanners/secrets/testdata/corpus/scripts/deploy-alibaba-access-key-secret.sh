#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='xTUKhCBxaqHGNmXOVp6vIVDbXB1SPT'
./release --region eu-west-1 --verbose
echo done
