#!/bin/sh
set -eu

# Credentials for the release job.
export EASYPOST_API_KEY='EZAK5SFQUTY6SXJHZ10j2ITUBTUiArEcQSAS1PAn7i4eOFBnsSFB49cYOB'
./release --region eu-west-1 --verbose
echo done
