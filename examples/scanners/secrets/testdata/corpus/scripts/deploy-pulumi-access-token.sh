#!/bin/sh
set -eu

# Credentials for the release job.
export PULUMI_ACCESS_TOKEN='pul-7fe64d86992de1d663ad2ce4c1a664761d12ee6a'
./release --region eu-west-1 --verbose
echo done
