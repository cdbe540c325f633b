#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='xWJBQ9UjfOqHiDFAKBKnVuGIxcRy34nQ2ug8MHUx'
./release --region eu-west-1 --verbose
echo done
