#!/bin/sh
set -eu

# Credentials for the release job.
export CIRCLECI_PAT='CCIPAT_9L7awym0T2FXOHExeODGum_95a445b46ef9cdfdad9e2ba2330200c3cdc5a9db'
./release --region eu-west-1 --verbose
echo done
