#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='9623406793392669314-AbyQN7Wbn3VDeZZxmTenUR'
./release --region eu-west-1 --verbose
echo done
