#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='gDYdFX4FP8Hw215x+32KQUjxnr8fh9DT'
./release --region eu-west-1 --verbose
echo done
