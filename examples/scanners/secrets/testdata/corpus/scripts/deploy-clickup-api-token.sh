#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKUP_API_TOKEN='pk_903938_IJBYYCUIKQYJ65EIBEI0BOIAJ0DV1361'
./release --region eu-west-1 --verbose
echo done
