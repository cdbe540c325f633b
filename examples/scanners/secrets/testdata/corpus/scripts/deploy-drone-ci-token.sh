#!/bin/sh
set -eu

# Credentials for the release job.
export DRONE_CI_TOKEN='Tb5xjDJgltu5HqVNVS8tu6UMMJomsosO'
./release --region eu-west-1 --verbose
echo done
