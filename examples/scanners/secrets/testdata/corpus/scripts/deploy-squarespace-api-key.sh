#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='e2f7651f-6d17-ae36-515e-272f8e8d4980'
./release --region eu-west-1 --verbose
echo done
