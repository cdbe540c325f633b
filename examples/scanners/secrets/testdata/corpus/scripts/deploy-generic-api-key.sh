#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='V4emokPVCGQv564F5t8dDsxFtG0Kszts'
./release --region eu-west-1 --verbose
echo done
