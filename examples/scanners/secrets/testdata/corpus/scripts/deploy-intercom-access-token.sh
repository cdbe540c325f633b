#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='lAhMSaYs15MNZ64pGqlWcGjaqS6eaC5gJzwl2D6LhqWdVJ7mC571viJD3yB='
./release --region eu-west-1 --verbose
echo done
