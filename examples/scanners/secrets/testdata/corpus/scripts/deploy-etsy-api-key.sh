#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='obo7ry9bb301vhb1x6e5boun'
./release --region eu-west-1 --verbose
echo done
