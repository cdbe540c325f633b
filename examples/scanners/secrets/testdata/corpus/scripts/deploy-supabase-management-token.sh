#!/bin/sh
set -eu

# Credentials for the release job.
export SUPABASE_MANAGEMENT_TOKEN='sbp_ffd511ef320709b4c8b7ac2c6cf303da90c1aabd'
./release --region eu-west-1 --verbose
echo done
