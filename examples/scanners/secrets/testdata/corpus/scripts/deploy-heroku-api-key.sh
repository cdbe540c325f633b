#!/bin/sh
set -eu

# Credentials for the release job.
export HEROKUAPIKEY='6da1a10e-4d4b-35de-e4cb-0b44f7018629'
./release --region eu-west-1 --verbose
echo done
