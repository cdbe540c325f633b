#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='uM2cGPFn3VYGE6MpS90vzJFhSmeVwQabUdxOYqk7dgBdn'
./release --region eu-west-1 --verbose
echo done
