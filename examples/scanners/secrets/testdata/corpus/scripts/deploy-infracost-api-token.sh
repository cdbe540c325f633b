#!/bin/sh
set -eu

# Credentials for the release job.
export INFRACOST_API_TOKEN='ico-9H8xo9d3WN34l98IFvH4gqtoaiJYWVRA'
./release --region eu-west-1 --verbose
echo done
