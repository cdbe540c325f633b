#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_WORKSPACE_TOKEN='xoxr-T81dHCXekAuv7KGFE86yQH6LgYuonRSfsbv8y0KgSV'
./release --region eu-west-1 --verbose
echo done
