#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='9qeYt3YCaAvFs78kJ8zwAJdBvNzJwsmxMOnrefO8gN6DJ'
./release --region eu-west-1 --verbose
echo done
