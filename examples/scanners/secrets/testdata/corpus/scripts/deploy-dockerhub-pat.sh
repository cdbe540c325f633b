#!/bin/sh
set -eu

# Credentials for the release job.
export DOCKERHUB_PAT='dckr_pat_-gq5xf38SzfVc10xAtaLd2OnAmQ'
./release --region eu-west-1 --verbose
echo done
