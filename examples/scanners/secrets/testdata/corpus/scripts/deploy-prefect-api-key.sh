#!/bin/sh
set -eu

# Credentials for the release job.
export PREFECT_API_KEY='pnu_DzA2uBrTP02jK1VHqG0P4rZMmrHpWBm9yvtE'
./release --region eu-west-1 --verbose
echo done
