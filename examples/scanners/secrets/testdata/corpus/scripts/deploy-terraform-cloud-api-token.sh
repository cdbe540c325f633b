#!/bin/sh
set -eu

# Credentials for the release job.
export TERRAFORM_CLOUD_API_TOKEN='WHoUFjcsp54a1y.atlasv1.TuGjn-5fTmNdjHlmj0XD-d2m-pkjRYucD1OHQkJL_XtE7ACxeM=9=WirVh3oJqBdW'
./release --region eu-west-1 --verbose
echo done
