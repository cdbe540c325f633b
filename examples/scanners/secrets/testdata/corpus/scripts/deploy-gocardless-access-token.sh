#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live_nyNPZgsT=gaBRr39hpm-pHitdlbOdrLhJpyrKOM-'
./release --region eu-west-1 --verbose
echo done
