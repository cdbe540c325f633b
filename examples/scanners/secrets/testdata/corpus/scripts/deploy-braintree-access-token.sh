#!/bin/sh
set -eu

# Credentials for the release job.
export BRAINTREE_ACCESS_TOKEN='access_token$sandbox$um7nfjnlecphdl88$f56a00f934de57a9ba5f93a0905ca19d'
./release --region eu-west-1 --verbose
echo done
