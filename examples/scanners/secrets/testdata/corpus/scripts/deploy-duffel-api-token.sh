#!/bin/sh
set -eu

# Credentials for the release job.
export DUFFEL_API_TOKEN='duffel_test_MIcqqToYTRDWsihiOEj1a8xUvDcbI0n3Gzoy2WcZTAO'
./release --region eu-west-1 --verbose
echo done
