#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='lhm2zz79tstAAAAAAAAAAoUQYbhhX_suM=6LFixzI2W8g8Jt-oMux-9sNpxnzYfN'
./release --region eu-west-1 --verbose
echo done
