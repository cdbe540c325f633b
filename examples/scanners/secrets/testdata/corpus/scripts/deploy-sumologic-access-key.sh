#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='SqZBIQnHoYNk73P1vJIVYKD43inkWU9hDdZNEygded29YrJCBtxqOBSE7Blut30t'
./release --region eu-west-1 --verbose
echo done
