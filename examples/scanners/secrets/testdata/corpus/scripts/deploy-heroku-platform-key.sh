#!/bin/sh
set -eu

# Credentials for the release job.
export HEROKU_PLATFORM_KEY='HRKU-AAYlGw7B1iv_JDbbWCqFAVIQwAFk3RpddjUZlfQIy5tljomohIA8amwoDPz9'
./release --region eu-west-1 --verbose
echo done
