#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='B-lXOe7a2PVdHtebfXNiwAN9hHvPhun5'
./release --region eu-west-1 --verbose
echo done
