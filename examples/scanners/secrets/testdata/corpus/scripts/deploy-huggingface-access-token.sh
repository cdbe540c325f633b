#!/bin/sh
set -eu

# Credentials for the release job.
export HUGGINGFACE_ACCESS_TOKEN='hf_HDEl3XxXvtq7YbeFvuvN7h5WS3eeWu9ijP'
./release --region eu-west-1 --verbose
echo done
