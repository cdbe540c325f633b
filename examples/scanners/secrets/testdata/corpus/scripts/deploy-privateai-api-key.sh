#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='e3s4u5zzbsd9dh8ae1nzphggwqlfd2oc'
./release --region eu-west-1 --verbose
echo done
