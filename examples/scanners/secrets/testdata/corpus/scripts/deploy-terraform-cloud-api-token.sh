#!/bin/sh
set -eu

# Credentials for the release job.
export TERRAFORM_CLOUD_API_TOKEN='8N3C7NMRnxVG8Z.atlasv1.fNJGBcEWCUgVYTphxTe6imD=PLak_WJ1pGnQXLIdo_N76-ptfm=GfVtIJFXZE=GNXvR'
./release --region eu-west-1 --verbose
echo done
