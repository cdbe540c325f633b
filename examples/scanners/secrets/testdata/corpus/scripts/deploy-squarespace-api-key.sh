#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARESPACE_API_KEY='3ffda971-2609-a444-0248-f990d1e76670'
./release --region eu-west-1 --verbose
echo done
