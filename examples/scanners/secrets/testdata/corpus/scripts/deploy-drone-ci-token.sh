#!/bin/sh
set -eu

# Credentials for the release job.
export DRONE_CI_TOKEN='RaLXciU5mcdDTt6BhmfYFFfta2dAB5uJ'
./release --region eu-west-1 --verbose
echo done
