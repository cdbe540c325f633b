#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_ACCESS_TOKEN='fo1_1ImcpGRWbk8A7iay3VchEFvbqa6w1e2eeElYo7UtHWz'
./release --region eu-west-1 --verbose
echo done
