#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='yPKysb3A9czVIyKGhhNPgytf8f80x6aEN8hi4TBB'
./release --region eu-west-1 --verbose
echo done
