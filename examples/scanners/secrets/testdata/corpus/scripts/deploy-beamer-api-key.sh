#!/bin/sh
set -eu

# Credentials for the release job.
export BEAMER_API_KEY='b_nyNPZgsT=gaBRr39hpm-pHitdlbOdrLhJpyrKOM-NLl-'
./release --region eu-west-1 --verbose
echo done
