#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='c4m4xdDEPdol42nkMsKtfJjvfI89ady7'
./release --region eu-west-1 --verbose
echo done
