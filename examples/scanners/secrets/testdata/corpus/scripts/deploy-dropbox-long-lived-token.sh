#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='fgm5rrynx9eAAAAAAAAAAB84dRrHu8yuSNd1XHmMAv3FGltV8_mOwqNPwLUu0fr3'
./release --region eu-west-1 --verbose
echo done
