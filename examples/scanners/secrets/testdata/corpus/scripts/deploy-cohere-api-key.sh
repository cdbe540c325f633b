#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='UXlyu53ukY4bDyDoT83KREva3lWztmZ0ZEomEETk'
./release --region eu-west-1 --verbose
echo done
