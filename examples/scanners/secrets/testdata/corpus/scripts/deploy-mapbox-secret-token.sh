#!/bin/sh
set -eu

# Credentials for the release job.
export MAPBOX_SECRET_TOKEN='sk.eyJXoY3ByvllHt0kh3_NA4C84ygopOBItwCEBt6FApqMt9f2hem4Cco60bbRgutwgLtJM9bJrZufaPPj.0n6FFYrZG-spLbfGlwo3h0'
./release --region eu-west-1 --verbose
echo done
