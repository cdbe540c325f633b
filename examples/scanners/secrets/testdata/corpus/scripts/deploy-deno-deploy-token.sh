#!/bin/sh
set -eu

# Credentials for the release job.
export DENO_DEPLOY_TOKEN='ddp_TVEBwGgZ4ty4CwN32SRt7N3lQeZEodkvknTz'
./release --region eu-west-1 --verbose
echo done
