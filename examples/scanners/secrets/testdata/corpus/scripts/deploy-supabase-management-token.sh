#!/bin/sh
set -eu

# Credentials for the release job.
export SUPABASE_MANAGEMENT_TOKEN='sbp_61e8f8172fc2a2abc077f3a5064c641918e0fea2'
./release --region eu-west-1 --verbose
echo done
