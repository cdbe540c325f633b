#!/bin/sh
set -eu

# Credentials for the release job.
export PLAID_SECRET_KEY='qfy333r1g4t4u2hvl4xa4ryo6jgkjb'
./release --region eu-west-1 --verbose
echo done
