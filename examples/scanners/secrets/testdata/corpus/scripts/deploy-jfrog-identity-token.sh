#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='HfwdBpiHGDUFAE5fxTHVAdHf8DlKdDEumjcmmwhzbW8Cg7RMrrTxRWeWYcjb1SpuWzjhe4AGZ'
./release --region eu-west-1 --verbose
echo done
