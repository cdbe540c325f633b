#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_SECRET='3wvT9yvRdDIii6qHSqj6fqoxF0iLUta8FtbOJbhOvnCMm7MHIO'
./release --region eu-west-1 --verbose
echo done
