#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_ACCESS_TOKEN='fo1_qCPKqMW8v4_2WYAt10CiPodhZvRVsVBkD_CiPeoH8rK'
./release --region eu-west-1 --verbose
echo done
