#!/bin/sh
set -eu

# Credentials for the release job.
export NEWRELIC_INSERT_KEY='NRII-KqMW8v4_2WYAt10CiPodhZvRVsVBkD_C'
./release --region eu-west-1 --verbose
echo done
