#!/bin/sh
set -eu

# Credentials for the release job.
export DIGITALOCEAN_OAUTH_TOKEN='doo_v1_64095f2937be56e56eb4af53e47db5c7dba04bd4563acb98e71259ad620b431a'
./release --region eu-west-1 --verbose
echo done
