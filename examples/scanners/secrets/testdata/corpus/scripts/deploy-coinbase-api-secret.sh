#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='cQTx0qbeJujWlpI4NerTvfSv_Nyku99iHJTlzuaJzGJiXKmq2yuziAXuEm6XoyEZ'
./release --region eu-west-1 --verbose
echo done
