#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live__IZ7pqBXSUK4DWQHzSVnIm11NKvHBQsZB8DgKu8J'
./release --region eu-west-1 --verbose
echo done
