#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='eQmUFUKMJUUTvTBVX84SBFtWu4t4dBsJH414uh2qT94aUsZFCbSyokC6cdtWoORS'
./release --region eu-west-1 --verbose
echo done
