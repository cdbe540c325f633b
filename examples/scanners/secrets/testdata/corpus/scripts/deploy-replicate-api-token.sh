#!/bin/sh
set -eu

# Credentials for the release job.
export REPLICATE_API_TOKEN='r8_FJD9eKBe9DSnki01Hz0gapX6zcuyXlOZm0b0b'
./release --region eu-west-1 --verbose
echo done
