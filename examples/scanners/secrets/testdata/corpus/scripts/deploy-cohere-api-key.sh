#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='XA5C9c3QdBekEEDBWyZWhSoO46y3MaYiX0bgCcs9'
./release --region eu-west-1 --verbose
echo done
