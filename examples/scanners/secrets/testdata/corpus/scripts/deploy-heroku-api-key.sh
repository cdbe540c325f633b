#!/bin/sh
set -eu

# Credentials for the release job.
export HEROKUAPIKEY='674bb884-4381-28fb-854d-106ba9d45bce'
./release --region eu-west-1 --verbose
echo done
