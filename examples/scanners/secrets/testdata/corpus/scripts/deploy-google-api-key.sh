#!/bin/sh
set -eu

# Credentials for the release job.
export GOOGLE_API_KEY='AIzac0CLxD6eo0vz3aJTbXLizGdYVB6kWWuu-LH'
./release --region eu-west-1 --verbose
echo done
