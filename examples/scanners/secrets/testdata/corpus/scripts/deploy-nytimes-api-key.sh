#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='f-tYLplF9pdQH6etNhmJ_jl15ShMKZzC'
./release --region eu-west-1 --verbose
echo done
