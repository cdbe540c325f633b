#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='22eccfc5cb1e11b80870ee098198a60f1460553b'
./release --region eu-west-1 --verbose
echo done
