#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_API_TOKEN='c0DGBqz9-0cfh1mS8CKpLAT_7fRkfRwybaiZEimB'
./release --region eu-west-1 --verbose
echo done
