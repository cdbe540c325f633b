#!/bin/sh
set -eu

# Credentials for the release job.
export ADOBE_CLIENT_SECRET='p8e-30DfkxGrcNjytxNyLlJ7oW4JMU7MluAY'
./release --region eu-west-1 --verbose
echo done
