#!/bin/sh
set -eu

# Credentials for the release job.
export SOURCEGRAPH_ACCESS_TOKEN='sgp_ab8a17f5ab4a3b7b0e0ad1fbe98e54aac4e7f3da'
./release --region eu-west-1 --verbose
echo done
