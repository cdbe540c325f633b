#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='aVk51H-c_dMhTjLju2rRWRrRm6dWguFcIg72oqrfXOo8TEvByPcRozLQqMD6QJ0-'
./release --region eu-west-1 --verbose
echo done
