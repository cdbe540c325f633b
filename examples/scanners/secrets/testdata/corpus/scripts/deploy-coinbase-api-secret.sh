#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='XuA2AIbl9OGaOx0ClZFdTxzJAnwuFpqKR9befLzoAXDQz55ufTfOE-08hXrZwsny'
./release --region eu-west-1 --verbose
echo done
