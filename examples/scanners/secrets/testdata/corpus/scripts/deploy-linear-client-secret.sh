#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='1257e6071140f2a2d9e1a5d1e3ef5694'
./release --region eu-west-1 --verbose
echo done
