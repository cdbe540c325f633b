#!/bin/sh
set -eu

# Credentials for the release job.
export DEFINED_NETWORKING_API_TOKEN='dnkey-fZKyJvJLECyiHsusZOjwqv7i8t-Reas2hfN2a48BmSAjiAbPlCO3Dmv4AtsNdG1JDGl0YSwxyU1=dMg'
./release --region eu-west-1 --verbose
echo done
