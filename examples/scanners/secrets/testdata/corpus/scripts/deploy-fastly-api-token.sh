#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='CIMPh3k3SdmVfK5_z12iw_5PW6D9LMZn'
./release --region eu-west-1 --verbose
echo done
