#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='GiUhX63RjqlPLp0VMM2QX05AYFcokj3hFbFJyQCs'
./release --region eu-west-1 --verbose
echo done
