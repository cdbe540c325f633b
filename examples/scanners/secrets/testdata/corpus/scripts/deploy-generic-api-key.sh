#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='El3XxXvtq7Yb62mr02Ni0hy6hX1vtn++'
./release --region eu-west-1 --verbose
echo done
