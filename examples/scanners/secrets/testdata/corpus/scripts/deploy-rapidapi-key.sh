#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='O70yNh0uQ6_JME9jRX9_ZyWnVDG6XXiKmeMbldGJ0vsQakLjnd'
./release --region eu-west-1 --verbose
echo done
