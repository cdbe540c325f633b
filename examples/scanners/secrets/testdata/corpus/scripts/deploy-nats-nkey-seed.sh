#!/bin/sh
set -eu

# Credentials for the release job.
export NATS_NKEY_SEED='SXALK5QU2VONEUGYN4XZM6AESIUSJUVSWGVVZ3YQI7CWMCNW723MROB757'
./release --region eu-west-1 --verbose
echo done
