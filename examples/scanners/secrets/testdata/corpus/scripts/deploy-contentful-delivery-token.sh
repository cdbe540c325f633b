#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='b-QdfHHUJWZ3PFd=-BpCLMDDUVmaIPluW6Qp3wyOMw6'
./release --region eu-west-1 --verbose
echo done
