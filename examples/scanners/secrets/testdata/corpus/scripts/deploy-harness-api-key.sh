#!/bin/sh
set -eu

# Credentials for the release job.
export HARNESS_API_KEY='sat.6asCGBnytmGkBiYxLHMJeH.kmszhlNtAPxrVP0SKvsRrGYu.LdNQsMJfGZAgRMjh3GzL'
./release --region eu-west-1 --verbose
echo done
