#!/bin/sh
set -eu

# Credentials for the release job.
export TWILIOAPIKEYSID='SKeff126cc922c3c4cfeb556a4255939b4'
./release --region eu-west-1 --verbose
echo done
