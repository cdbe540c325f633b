#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='9640eeaea4df4c7b789f42f5e404f1ab'
./release --region eu-west-1 --verbose
echo done
