#!/bin/sh
set -eu

# Credentials for the release job.
export SUPABASE_MANAGEMENT_TOKEN='sbp_f4bafc286eb58c173621e9d14af020a435a5b6d5'
./release --region eu-west-1 --verbose
echo done
