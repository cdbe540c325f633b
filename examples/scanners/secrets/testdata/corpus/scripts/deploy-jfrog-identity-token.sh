#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='MrrTxRWeWYcjb1SpuWzjhe4AGZrVxWwjCStWrBmFpnkvWhOcVX0WODpxJvAGD5RB'
./release --region eu-west-1 --verbose
echo done
