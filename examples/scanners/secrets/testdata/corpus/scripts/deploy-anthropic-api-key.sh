#!/bin/sh
set -eu

# Credentials for the release job.
export ANTHROPIC_API_KEY='sk-ant-api03-GZbN22yeLlsE2GQK6nHUhFwhU4VD93LB2HEOxNz4Dm-XjDy7CNnkIr5EVYM1MOiXJJbTQ0eik_4Yxskyg_SBl0HreylqOAA'
./release --region eu-west-1 --verbose
echo done
