#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='qK7TfoPEMeyqH0QXPyVS4gdZQzwBuS2kZZWrLIW7wJG6xYXpdT2If3YEMqKL8pT1'
./release --region eu-west-1 --verbose
echo done
