#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_API_KEY='AKCpKVh37XB6td0EJ1rtQ3DcVUUEjqQrOtRlupNMmQkOcpNUvTzcRfnHRCbpBYxMA1qX59hmi'
./release --region eu-west-1 --verbose
echo done
