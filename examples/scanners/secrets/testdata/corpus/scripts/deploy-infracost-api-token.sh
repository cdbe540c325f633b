#!/bin/sh
set -eu

# Credentials for the release job.
export INFRACOST_API_TOKEN='ico-OXAIdMerHKyRAyYn7mMZtfSHqcdubFvf'
./release --region eu-west-1 --verbose
echo done
