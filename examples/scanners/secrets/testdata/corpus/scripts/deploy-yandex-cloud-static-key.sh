#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YCkGCJedH698kQ6pl2vqSza-G0KNBZrxz0lQV-6q'
./release --region eu-west-1 --verbose
echo done
