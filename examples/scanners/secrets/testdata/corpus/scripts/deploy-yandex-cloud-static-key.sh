#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YCH43hh5fThkT8KKrLXu6YZFUcFRbmhyc347W8sL'
./release --region eu-west-1 --verbose
echo done
