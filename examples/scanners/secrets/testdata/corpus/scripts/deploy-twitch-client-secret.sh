#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='xuit8iw8j7o809hz7n87ksgs4129r0'
./release --region eu-west-1 --verbose
echo done
