#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='I5yDfvqJ4Q2UdhbLw0SEarWcb'
./release --region eu-west-1 --verbose
echo done
