#!/bin/sh
set -eu

# Credentials for the release job.
export SUPABASE_MANAGEMENT_TOKEN='sbp_d4716dd3a246a871efaeafefcd0ece7056607dd0'
./release --region eu-west-1 --verbose
echo done
