#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='ra6WZRQfXnhXGC410LD0sgKi6E30nqWC'
./release --region eu-west-1 --verbose
echo done
