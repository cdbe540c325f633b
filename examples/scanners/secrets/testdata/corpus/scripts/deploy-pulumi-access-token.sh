#!/bin/sh
set -eu

# Credentials for the release job.
export PULUMI_ACCESS_TOKEN='pul-14271bcf389fe8753493e4614d3d2625a11906ee'
./release --region eu-west-1 --verbose
echo done
