#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='484qcqLZFgPHAquwKptqRrWzNthWhQAXt_7eP6jjm7QlmoqSoro6IDjvZNTF5hVh'
./release --region eu-west-1 --verbose
echo done
