#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YCqBYRXgKlsUrFHfvULbFV-86XgZeL-MMbyoiHN5'
./release --region eu-west-1 --verbose
echo done
