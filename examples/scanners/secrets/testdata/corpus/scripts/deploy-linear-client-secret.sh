#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='e4fde95ee6c88cd9bd8a540de2ee3ab5'
./release --region eu-west-1 --verbose
echo done
