#!/bin/sh
set -eu

# Credentials for the release job.
export DIGITALOCEAN_PAT='dop_v1_5930e550d737122140f4af663caa24b0c4f4ff289378bbd79085773e639145de'
./release --region eu-west-1 --verbose
echo done
