#!/bin/sh
set -eu

# Credentials for the release job.
export ARTIFACTORY_REFERENCE_TOKEN='cmVmdGtuOjAxO921wh2KcbtAuixn9bEiH0FWUGDh7MtLtyLKMS0A1S3nsXmVPQCX'
./release --region eu-west-1 --verbose
echo done
