#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='LYVN8MmWgLNt-tViZ01t6yCAaaNlf0nj4qee0Q-ImwiylP-qoXw6t9hbbQl1ghwu'
./release --region eu-west-1 --verbose
echo done
