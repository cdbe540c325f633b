#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='uHg3FGjr9SHYE2f9DECguuuyzDVGUv'
./release --region eu-west-1 --verbose
echo done
