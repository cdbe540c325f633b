#!/bin/sh
set -eu

# Credentials for the release job.
export SCALINGO_API_TOKEN='tk-us-pi96a3cOlwUr5s_BhaHXQ6CXxdZfOyHU-vs21WWKHlgFViz4'
./release --region eu-west-1 --verbose
echo done
