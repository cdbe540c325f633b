#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='8d6uyx256y33j74rsri948gyaf74d8lq'
./release --region eu-west-1 --verbose
echo done
