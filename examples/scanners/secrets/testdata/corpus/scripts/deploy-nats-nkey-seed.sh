#!/bin/sh
set -eu

# Credentials for the release job.
export NATS_NKEY_SEED='SNAXKYDNXLHRII3BO7F76M34YCXOFORJN2AAL3EH7JDWBPU5OA7557SM5Y'
./release --region eu-west-1 --verbose
echo done
