#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_API_TOKEN='iDnjsCwekHpXtZF2I73e4E9llabbN2Q-aVWQykHk'
./release --region eu-west-1 --verbose
echo done
