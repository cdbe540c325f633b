#!/bin/sh
set -eu

# Credentials for the release job.
export ADAFRUIT_IO_KEY='aio_BgP7uchsGaUi8xVelIS5EzGrO8uk'
./release --region eu-west-1 --verbose
echo done
