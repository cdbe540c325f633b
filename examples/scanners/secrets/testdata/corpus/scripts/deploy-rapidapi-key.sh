#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='FQFoIftjH-JpYNqlI8RwhYH6vPySn5HWYhetvctEebKw9H_2xR'
./release --region eu-west-1 --verbose
echo done
