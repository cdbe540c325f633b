#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='39423cf5655acff8fa010d426e3e0291'
./release --region eu-west-1 --verbose
echo done
