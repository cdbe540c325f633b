#!/bin/sh
set -eu

# Credentials for the release job.
export ZENDESK_API_TOKEN='y4AhHazPAWJA0ebjXBvdgkTrviP0ikYvo4qAr9yp'
./release --region eu-west-1 --verbose
echo done
