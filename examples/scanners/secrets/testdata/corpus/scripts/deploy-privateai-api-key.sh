#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='xk6vua32n3rqdeyzzxptamtfc3cap9nq'
./release --region eu-west-1 --verbose
echo done
