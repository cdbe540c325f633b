#!/bin/sh
set -eu

# Credentials for the release job.
export CLOJARS_DEPLOY_TOKEN='CLOJARS_6rn1jny28kpneb3zpon4lvasc2r613up1o84lxi1aejz12yzzf3tvx5xkzhq'
./release --region eu-west-1 --verbose
echo done
