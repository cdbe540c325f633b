#!/bin/sh
set -eu

# Credentials for the release job.
export SCALINGO_API_TOKEN='tk-us-6ngulj0QY9KCNe0QbXRObTJeUfAtdfKqL5rMxo1o6FlJSG_L'
./release --region eu-west-1 --verbose
echo done
