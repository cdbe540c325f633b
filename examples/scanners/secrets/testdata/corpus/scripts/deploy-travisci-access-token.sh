#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='5Y83RdPKnJzQhoTh9ZoauW'
./release --region eu-west-1 --verbose
echo done
