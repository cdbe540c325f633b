#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='kYuiBa-YAa7jBuFlIiyZMNEePNd3SLwl'
./release --region eu-west-1 --verbose
echo done
