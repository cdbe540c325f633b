#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='5V4+1w79+atas9aXIVM9U1Ks36wM3Iov0rtZFUUOR34TGxQ9jD0XWaByyZlEDpiR'
./release --region eu-west-1 --verbose
echo done
