#!/bin/sh
set -eu

# Credentials for the release job.
export DOCKERHUB_PAT='dckr_pat_rZ26MIOeTCvtz4puX81iaN-RDCD'
./release --region eu-west-1 --verbose
echo done
