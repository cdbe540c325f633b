#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='80d802b9-d4c1-c324-2d1a-00bba09924ad'
./release --region eu-west-1 --verbose
echo done
