#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='XwsOyfY5rJtAO23PkyLfVUQEhIdMYnAqr3kxxPy8V8s-H4r6mq'
./release --region eu-west-1 --verbose
echo done
