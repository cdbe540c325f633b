#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YC1mw_ddqdj4It6YWaHRM4ZAMUdHE10XrbsS3k-H'
./release --region eu-west-1 --verbose
echo done
