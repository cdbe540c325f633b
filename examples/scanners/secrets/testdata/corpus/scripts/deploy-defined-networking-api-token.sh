#!/bin/sh
set -eu

# Credentials for the release job.
export DEFINED_NETWORKING_API_TOKEN='dnkey-38ck2d3ian60bh0662mwcuaefk-318ry10xp648vlbchn3n8bhww9s18hg1imyj81815o5sgajl009n'
./release --region eu-west-1 --verbose
echo done
