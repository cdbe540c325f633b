#!/bin/sh
set -eu

# Credentials for the release job.
export DEFINED_NETWORKING_API_TOKEN='dnkey-jl6tjcmruybehzuqgy803ph5dv-02gqs6h9zmxxnb1zy3ykd5zc6wzq63zw3e81e6pr9sjsccaz3jd5'
./release --region eu-west-1 --verbose
echo done
