#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live_2Oo8Nk94j9=fgGePgTM0VWfBHCgUlyDCfTfkfkW7'
./release --region eu-west-1 --verbose
echo done
