#!/bin/sh
set -eu

# Credentials for the release job.
export FIGMA_PAT='figd_jlAwyG4lTtEd_aSbi54ixMk8XH64nc1bYGSUKCE8'
./release --region eu-west-1 --verbose
echo done
