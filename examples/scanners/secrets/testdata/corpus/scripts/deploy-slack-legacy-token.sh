#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_TOKEN='xoxs-69481921222-509645531477-574094850732-c64bad2c6b2e616aeaed44007f9fa43408a350545a8a85184e6cfe5bcb0e267d'
./release --region eu-west-1 --verbose
echo done
