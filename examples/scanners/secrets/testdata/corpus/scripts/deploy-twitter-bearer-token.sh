#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_BEARER_TOKEN='AAAAAAAAAAAAAAAAAAAAAv85Pg0XD40dormVJd7WkHpsu0rfHUoJMiFlctjDdaQGRZY09smOdA67zh69qgPK4WkqoavDTKeEmwyuQZupqzEtZZTZYm'
./release --region eu-west-1 --verbose
echo done
