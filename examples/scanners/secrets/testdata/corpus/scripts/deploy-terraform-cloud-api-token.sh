#!/bin/sh
set -eu

# Credentials for the release job.
export TERRAFORM_CLOUD_API_TOKEN='BbXAyzsRU8rF9w.atlasv1.Kt1jap4ls-EhMCKRafRTSXZ12GjnAiUJy3OnQtwM-9wo23-eLaySd69QGVTdL5'
./release --region eu-west-1 --verbose
echo done
