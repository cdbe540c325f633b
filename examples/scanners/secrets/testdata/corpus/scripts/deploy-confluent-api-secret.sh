#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='VwNiLibzFtp0Q88I4FPwGaL0fDSlbzVPjiwYfQoj5Wslk7oRGHWXs043VYIZxpkN'
./release --region eu-west-1 --verbose
echo done
