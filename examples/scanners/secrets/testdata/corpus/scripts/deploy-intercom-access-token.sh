#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='=AIozM5c_S4HAA2wOG5f6snXrzEDk2hBp3vA5hfQh0pJMrzR7XwcKFBRLSwq'
./release --region eu-west-1 --verbose
echo done
