#!/bin/sh
set -eu

# Credentials for the release job.
export TERRAFORM_CLOUD_API_TOKEN='7VuPl1zhef6qr6.atlasv1.puVsM8dChGTjJoj-pf7QiD8gElxRtq4HlOMptYcgqgZcTZrDwjIsiaPmE1=VXalCRv'
./release --region eu-west-1 --verbose
echo done
