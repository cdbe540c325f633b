#!/bin/sh
set -eu

# Credentials for the release job.
export FRESHBOOKS_ACCESS_TOKEN='h3q1iggpe6s4kl35pbmesl5vlllssnvrif3h6mgsuc04z70hk6wdn79li7od8wq4'
./release --region eu-west-1 --verbose
echo done
