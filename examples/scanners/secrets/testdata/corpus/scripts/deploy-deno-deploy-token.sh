#!/bin/sh
set -eu

# Credentials for the release job.
export DENO_DEPLOY_TOKEN='ddp_xVNYMkpN46qgLPqRm9aHibQMBWDmS1nbPUD5'
./release --region eu-west-1 --verbose
echo done
