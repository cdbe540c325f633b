#!/bin/sh
set -eu

# Credentials for the release job.
export SOURCEGRAPH_ACCESS_TOKEN='sgp_b0a3a899e4dfd9f0_b416fa6fa6317d6d86d83ecb1bf36d7feb176ff1'
./release --region eu-west-1 --verbose
echo done
