#!/bin/sh
set -eu

# Credentials for the release job.
export HEROKU_PLATFORM_KEY='HRKU-AApQfSv7zp5d_i0_-oD8VuBUF7yprP_diJPDKyGb3p7kziMf-5rBFW9gEnBH'
./release --region eu-west-1 --verbose
echo done
