#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='fv9cxtp2f5p352smzjxn6os8'
./release --region eu-west-1 --verbose
echo done
