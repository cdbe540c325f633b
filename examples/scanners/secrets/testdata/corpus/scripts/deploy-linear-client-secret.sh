#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='f438715563d8b8d037284213464604fc'
./release --region eu-west-1 --verbose
echo done
