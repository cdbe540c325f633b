#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='N1u0JmDYErkvSUt2wYUHOQ'
./release --region eu-west-1 --verbose
echo done
