#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YCxRaNWGLGj7jnPF7f_Kzfxc1Fg4BQm1Y5jOhBAv'
./release --region eu-west-1 --verbose
echo done
