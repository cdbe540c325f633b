#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YCGmmfSYd3yvwqfWNZ6Fg5p3S9fK8X5vhQL9VYvy'
./release --region eu-west-1 --verbose
echo done
