#!/bin/sh
set -eu

# Credentials for the release job.
export HEROKU_PLATFORM_KEY='HRKU-AA1a4PW3i2WbeHZDVsetakJF7jhrBCqlL_C-RvlFV09zYfZo_PF41786LUs0'
./release --region eu-west-1 --verbose
echo done
