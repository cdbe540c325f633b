#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='NecL2hEQWEmV79W07sCg3O0naWPoQj1z'
./release --region eu-west-1 --verbose
echo done
