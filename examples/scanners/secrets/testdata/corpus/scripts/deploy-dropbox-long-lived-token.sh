#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='re8zg7yai8dAAAAAAAAAApwv48=w45XC7lljWG7DRwHPC6MC_i19bYEf4vcBkZj2'
./release --region eu-west-1 --verbose
echo done
