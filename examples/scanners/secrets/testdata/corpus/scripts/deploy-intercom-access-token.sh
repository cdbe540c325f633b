#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='bgxXSuq0noaABT687PnuNa0x1GZEyb8IDl0rstOmMicjfXLneGtme9idY5ia'
./release --region eu-west-1 --verbose
echo done
