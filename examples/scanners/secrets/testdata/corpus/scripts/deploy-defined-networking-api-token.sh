#!/bin/sh
set -eu

# Credentials for the release job.
export DEFINED_NETWORKING_API_TOKEN='dnkey-4hao8u0uq77jl6tjcmruybehzu-gy803ph5dv002gqs6h9zmxxnb1zy3ykd5zc6wzq63zw3e81e6pr9'
./release --region eu-west-1 --verbose
echo done
