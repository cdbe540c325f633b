#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='VOxjtftjN6EhNaADkZfjRiDl5rwes1omhZfC97gn'
./release --region eu-west-1 --verbose
echo done
