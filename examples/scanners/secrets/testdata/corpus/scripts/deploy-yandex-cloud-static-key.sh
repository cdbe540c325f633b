#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YCUnpVBIAEYxRof6HigBYV9CfPVFYABR35GBjTkd'
./release --region eu-west-1 --verbose
echo done
