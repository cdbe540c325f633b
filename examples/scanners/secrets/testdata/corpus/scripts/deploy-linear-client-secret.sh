#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='9132103572af53deebcc233a34c8de37'
./release --region eu-west-1 --verbose
echo done
