#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='6e0da57c5c0102c2996e7f438715563d'
./release --region eu-west-1 --verbose
echo done
