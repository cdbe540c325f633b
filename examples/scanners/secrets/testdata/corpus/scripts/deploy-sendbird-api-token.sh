#!/bin/sh
set -eu

# Credentials for the release job.
export SENDBIRD_API_TOKEN='3b283d28799c6863ee862ddf2852fa963089721c'
./release --region eu-west-1 --verbose
echo done
