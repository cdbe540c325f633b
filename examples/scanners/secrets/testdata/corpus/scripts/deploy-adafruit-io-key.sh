#!/bin/sh
set -eu

# Credentials for the release job.
export ADAFRUIT_IO_KEY='aio_Z1znUL1xOdQcEnZi1aj68jcfaAEt'
./release --region eu-west-1 --verbose
echo done
