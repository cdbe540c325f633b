#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARE_ACCESS_TOKEN='sq0atp-QjkVrZx6ug1C3eio9KPdjl'
./release --region eu-west-1 --verbose
echo done
