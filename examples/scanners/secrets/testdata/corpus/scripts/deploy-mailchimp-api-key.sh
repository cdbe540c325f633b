#!/bin/sh
set -eu

# Credentials for the release job.
export MAILCHIMP_API_KEY='4919ae884976eb95105f0c1d3444e063-us4'
./release --region eu-west-1 --verbose
echo done
