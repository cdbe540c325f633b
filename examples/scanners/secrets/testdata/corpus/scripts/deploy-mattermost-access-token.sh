#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='ynu31xvraq6ev1sx8ab5n2d2i7'
./release --region eu-west-1 --verbose
echo done
