#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_API_KEY='AQVNViB9wOhBkRpqIv0NR1u9tJJx-n4xfyGUW_I2y'
./release --region eu-west-1 --verbose
echo done
