#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='txl5sm6f80jAAAAAAAAAAfdwIXDHZbyAfB19F6wFs0bWhL6rvzJx4A5T5_mbWBCJ'
./release --region eu-west-1 --verbose
echo done
