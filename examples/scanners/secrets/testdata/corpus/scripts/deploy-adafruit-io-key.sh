#!/bin/sh
set -eu

# Credentials for the release job.
export ADAFRUIT_IO_KEY='aio_8XOq95np9SHkzxxlRCKmmZt8nWHi'
./release --region eu-west-1 --verbose
echo done
