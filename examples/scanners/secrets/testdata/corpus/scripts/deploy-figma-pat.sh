#!/bin/sh
set -eu

# Credentials for the release job.
export FIGMA_PAT='figd_fUteqXRIohNyD4DTvSIaZzvLbJnTj053i7X_Q9Gz'
./release --region eu-west-1 --verbose
echo done
