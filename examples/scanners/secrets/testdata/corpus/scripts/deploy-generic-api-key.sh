#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='fKWZBEO30WMo628LGKDqkb2O0U8soptv'
./release --region eu-west-1 --verbose
echo done
