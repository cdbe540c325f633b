#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='bu9f2tygnb1v60esozb8n9qrqpv61vlt'
./release --region eu-west-1 --verbose
echo done
