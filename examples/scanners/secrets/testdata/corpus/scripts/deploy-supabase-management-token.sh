#!/bin/sh
set -eu

# Credentials for the release job.
export SUPABASE_MANAGEMENT_TOKEN='sbp_d78252779422385bb899f83bd39df8cbd3e41eaf'
./release --region eu-west-1 --verbose
echo done
