#!/bin/sh
set -eu

# Credentials for the release job.
export SENTRY_AUTH_TOKEN='4ce2cc8577767ea8ba4f18ee79a2b9a7100b444cea8dbff36f31686af35279ae'
./release --region eu-west-1 --verbose
echo done
