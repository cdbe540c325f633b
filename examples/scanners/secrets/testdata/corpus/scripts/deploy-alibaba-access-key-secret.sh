#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='OvF84KPfxJi9oW5sjidOfdbz5y3yVj'
./release --region eu-west-1 --verbose
echo done
