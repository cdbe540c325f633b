#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='QUx9wZ3_=0OWwGE5I13JqC_c_J8rhGsV1f8jy=rmkP7'
./release --region eu-west-1 --verbose
echo done
