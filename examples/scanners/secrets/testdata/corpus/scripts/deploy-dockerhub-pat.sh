#!/bin/sh
set -eu

# Credentials for the release job.
export DOCKERHUB_PAT='dckr_pat_rMxHgzbiQp5qDc6WJslN0Va6P6X'
./release --region eu-west-1 --verbose
echo done
