#!/bin/sh
set -eu

# Credentials for the release job.
export ONEPASSWORD_SECRET_KEY='A3-INGDW1-KJHQBVWUBSW-WXBHA-RFF1P-ZS4FI'
./release --region eu-west-1 --verbose
echo done
