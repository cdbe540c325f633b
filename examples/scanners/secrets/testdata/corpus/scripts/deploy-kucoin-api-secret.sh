#!/bin/sh
set -eu

# Credentials for the release job.
export KUCOIN_API_SECRET='298fc0d9-02cb-831a-5597-683ce1c65706'
./release --region eu-west-1 --verbose
echo done
