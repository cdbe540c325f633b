#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='h71ihfe2e8jAAAAAAAAAAyNPZgsT=gaBRr39hpm-pHitdlbOdrLhJpyrKOM-NLl-'
./release --region eu-west-1 --verbose
echo done
