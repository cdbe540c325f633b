#!/bin/sh
set -eu

# Credentials for the release job.
export ADAFRUIT_IO_KEY='aio_QfYoeIZhVn75X0h70hUkDbpOIjyE'
./release --region eu-west-1 --verbose
echo done
