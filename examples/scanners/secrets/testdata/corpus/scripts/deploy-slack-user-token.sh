#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_USER_TOKEN='xoxp-773890393430-200725459991-2237590939665-7cda970ffbfb26d1cb0b6c0fdd57b524'
./release --region eu-west-1 --verbose
echo done
