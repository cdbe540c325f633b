#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='GGDr7sb4R2uF1HldlQTVazTFfyP7c6PpPLVMZ7uE9lYML6uMH8Tll2UhjziPgoy5'
./release --region eu-west-1 --verbose
echo done
