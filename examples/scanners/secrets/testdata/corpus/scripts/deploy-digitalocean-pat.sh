#!/bin/sh
set -eu

# Credentials for the release job.
export DIGITALOCEAN_PAT='dop_v1_003aeb0bb86cd644160887b695a03f9bd5802b9293e4c164037c9073b16b6e7f'
./release --region eu-west-1 --verbose
echo done
