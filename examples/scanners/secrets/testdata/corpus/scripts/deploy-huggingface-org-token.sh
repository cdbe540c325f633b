#!/bin/sh
set -eu

# Credentials for the release job.
export HUGGINGFACE_ORG_TOKEN='api_org_d2vOqNJIHIlDKrWhGV0vquOQDpJjlnlMBi'
./release --region eu-west-1 --verbose
echo done
