#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='2e_ozl1pKO4QT4O0KD5RcgdXOhKJVk3lZdiTZus7d0Li0LbZ2RxlRzMMbf-aBczf'
./release --region eu-west-1 --verbose
echo done
