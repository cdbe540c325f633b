#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='ZarwBA91MAN4woKolaghgn'
./release --region eu-west-1 --verbose
echo done
