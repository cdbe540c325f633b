#!/bin/sh
set -eu

# Credentials for the release job.
export DRONE_CI_TOKEN='qqciAu7b8GVApII0CYhoijLwdwEwp7yE'
./release --region eu-west-1 --verbose
echo done
