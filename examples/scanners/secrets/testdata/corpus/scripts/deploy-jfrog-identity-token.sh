#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='ODpxJvAGD5RB1ZjsITnXtX6vWw8X96QZjbzksQegblhvGvG8Um9aCAsWjr0Y9d1QXvItOqcYg'
./release --region eu-west-1 --verbose
echo done
