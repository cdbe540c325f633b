#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_APP_TOKEN='xapp-1-AZ02IP0T9SH-0091133050757-006821c0db6eb38eaa4a7669162136c42f1f21bf1da2c9adebe6a80d82dd1799'
./release --region eu-west-1 --verbose
echo done
