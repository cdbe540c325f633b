#!/bin/sh
set -eu

# Credentials for the release job.
export ALGOLIA_ADMIN_KEY='322a1de39cc6be9564bd7911c3e47303'
./release --region eu-west-1 --verbose
echo done
