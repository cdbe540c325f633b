#!/bin/sh
set -eu

# Credentials for the release job.
export SUPABASE_MANAGEMENT_TOKEN='sbp_3b8bd8cedfc5970b7e4b49088c9c96c81b15ec93'
./release --region eu-west-1 --verbose
echo done
