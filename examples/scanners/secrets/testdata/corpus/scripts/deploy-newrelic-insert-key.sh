#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_INSERT_KEY='NRII-o8zCu_yKMWfwTSMHQ62m2iuDCoTrh30s'
./release --region eu-west-1 --verbose
echo done
