#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live_nyGtDSjW4WlItOjIYF8wtuhyF-eiT0I-YspDRbvl'
./release --region eu-west-1 --verbose
echo done
