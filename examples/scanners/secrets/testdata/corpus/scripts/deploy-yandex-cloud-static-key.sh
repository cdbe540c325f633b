#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YC_8uNyS10JYKu4OJhUnztxF8YJMRwEEz5FOsyDs'
./release --region eu-west-1 --verbose
echo done
