#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='1R3RF9r9hiFDCAsJzYGCZqI2I8CpH0W9duVH51Sn'
./release --region eu-west-1 --verbose
echo done
