#!/bin/sh
set -eu

# Credentials for the release job.
export TERRAFORM_CLOUD_API_TOKEN='Ms0YbhZyPHuSBt.atlasv1.YhOfR0D19Hai2tTP8tQ5r4LLoJ-EE2wSOZ7kry0MAbte4x3W5X8oCK3MFY2=gk2'
./release --region eu-west-1 --verbose
echo done
