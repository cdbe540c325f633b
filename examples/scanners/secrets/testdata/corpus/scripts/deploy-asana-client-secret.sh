#!/bin/sh
set -eu

# Credentials for the release job.
export ASANA_CLIENT_SECRET='642nxukkaf5otm615alwkwb4hsxb4fkw'
./release --region eu-west-1 --verbose
echo done
