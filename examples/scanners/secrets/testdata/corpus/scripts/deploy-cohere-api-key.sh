#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='4M8UqKYJS3bu7luyOldFilScZYtZSkqI56RCGiUh'
./release --region eu-west-1 --verbose
echo done
