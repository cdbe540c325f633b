#!/bin/sh
set -eu

# Credentials for the release job.
export HUGGINGFACE_ORG_TOKEN='api_org_9bh8T7AXTFK5qsayW41iNuml5AR9155mPI'
./release --region eu-west-1 --verbose
echo done
