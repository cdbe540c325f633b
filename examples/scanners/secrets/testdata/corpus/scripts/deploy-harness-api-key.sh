#!/bin/sh
set -eu

# Credentials for the release job.
export HARNESS_API_KEY='sat.6asCGBnytmGkBiYxLHMJeH.55e14afe471273439f7b3c7f.LdNQsMJfGZAgRMjh3GzL'
./release --region eu-west-1 --verbose
echo done
