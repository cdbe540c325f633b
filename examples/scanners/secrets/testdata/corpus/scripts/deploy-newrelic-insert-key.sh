#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_INSERT_KEY='NRII-tu_HyIOnURhK3W385vyoeVwaAOJY3qBG'
./release --region eu-west-1 --verbose
echo done
