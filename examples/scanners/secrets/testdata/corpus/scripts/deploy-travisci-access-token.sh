#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='O7vTHqGmya8ZBQn1Qdgvu6'
./release --region eu-west-1 --verbose
echo done
