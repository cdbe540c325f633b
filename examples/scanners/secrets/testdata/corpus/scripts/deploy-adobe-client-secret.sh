#!/bin/sh
set -eu

# Credentials for the release job.
export ADOBE_CLIENT_SECRET='p8e-TyPckDhVEDRjbyLD1W6WYHrTn5Ibu2QI'
./release --region eu-west-1 --verbose
echo done
