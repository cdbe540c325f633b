#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='owae97fgzzcr8l89so95ke41'
./release --region eu-west-1 --verbose
echo done
