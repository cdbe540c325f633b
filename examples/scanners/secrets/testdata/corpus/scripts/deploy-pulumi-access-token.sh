#!/bin/sh
set -eu

# Credentials for the release job.
export PULUMI_ACCESS_TOKEN='pul-283400d9e404b30a7c084fd3d61e1f8d7983838e'
./release --region eu-west-1 --verbose
echo done
