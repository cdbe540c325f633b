#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='yrrbcmjs8rnAAAAAAAAAA_DC1hJxkDV4D5CSEqZxrAvoccRrTA_P0=pq2X6AZLxU'
./release --region eu-west-1 --verbose
echo done
