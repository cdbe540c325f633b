#!/bin/sh
set -eu

# Credentials for the release job.
export NUGET_API_KEY='oy2uwtdt9149qnhemd1f7qpcjvjh8b5zknuoc94wm2qnov'
./release --region eu-west-1 --verbose
echo done
