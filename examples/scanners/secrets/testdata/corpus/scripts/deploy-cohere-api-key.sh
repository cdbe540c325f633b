#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='DGuaju7jOrguMEe76H1CSYqTUNeyUdrHQYl5OAle'
./release --region eu-west-1 --verbose
echo done
