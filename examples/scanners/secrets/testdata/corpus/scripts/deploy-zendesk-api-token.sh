#!/bin/sh
set -eu

# Credentials for the release job.
export ZENDESK_API_TOKEN='0sLEqJPegBrwLmdHALjPT9gXGApxW0EAUVkRXaKm'
./release --region eu-west-1 --verbose
echo done
