#!/bin/sh
set -eu

# Credentials for the release job.
export NYTIMES_API_KEY='AEVwOZqnkKNER21hz3-m1zJvZdptJaW-'
./release --region eu-west-1 --verbose
echo done
