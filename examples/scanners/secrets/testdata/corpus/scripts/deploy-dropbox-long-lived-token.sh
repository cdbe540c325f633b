#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='i5vfgfnyj1iAAAAAAAAAA3QlfaBFdbCHDylkILcWmCldm_DC1hJxkDV4D5CSEqZx'
./release --region eu-west-1 --verbose
echo done
