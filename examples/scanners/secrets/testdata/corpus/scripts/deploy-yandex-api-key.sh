#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_API_KEY='AQVNPkbS0ayRMJRYiT2NUcKKDw3DCzdX0cI3vqCNb'
./release --region eu-west-1 --verbose
echo done
