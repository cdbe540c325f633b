#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='d0ie4o1yyxh20k585fctzaw8gqj2jrbw'
./release --region eu-west-1 --verbose
echo done
