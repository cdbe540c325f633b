#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='t0lj-xihx-8ytp21rsbgb08rlfila0nxcntu1l-m'
./release --region eu-west-1 --verbose
echo done
