#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_USER_API_KEY='NRAK-PB606OSHPHVMUHHWS77VC5KHXNS'
./release --region eu-west-1 --verbose
echo done
