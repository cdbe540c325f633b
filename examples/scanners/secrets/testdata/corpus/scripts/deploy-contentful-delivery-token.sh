#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='mkTwcvwbyHQAB2ouYoMMwimDgWez6qxfa_dN3ooAdmE'
./release --region eu-west-1 --verbose
echo done
