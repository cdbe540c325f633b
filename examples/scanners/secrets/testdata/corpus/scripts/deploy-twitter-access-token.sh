#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='1701076959616724689-FZi9vQW6zARrMXNTog677PD7AvXr'
./release --region eu-west-1 --verbose
echo done
