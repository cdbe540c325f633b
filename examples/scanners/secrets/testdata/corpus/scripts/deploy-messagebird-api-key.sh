#!/bin/sh
set -eu

# Credentials for the release job.
export MESSAGEBIRD_API_KEY='Czyb0Y6cFDAqk48S2YkvgVo5n'
./release --region eu-west-1 --verbose
echo done
