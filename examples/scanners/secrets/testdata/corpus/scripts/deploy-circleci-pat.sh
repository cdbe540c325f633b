#!/bin/sh
set -eu

# Credentials for the release job.
export CIRCLECI_PAT='CCIPAT_yniqOdk7EA81jj3Xv2PuD3_74b212d01ff8132f53171d06d7fc22d3068a623e'
./release --region eu-west-1 --verbose
echo done
