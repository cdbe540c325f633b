#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YCkjAECRlWvM2jFqBYRXgKlsUrFHfvULbFV-86Xg'
./release --region eu-west-1 --verbose
echo done
