#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='k5k452ylq8nevq10hwlgh1wutphzmv'
./release --region eu-west-1 --verbose
echo done
