#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='ao6FUNfO68inOnfZq0GibOLMTdUy44M8UqKYJS3b'
./release --region eu-west-1 --verbose
echo done
