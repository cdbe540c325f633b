#!/bin/sh
set -eu

# Credentials for the release job.
export FASTLY_API_TOKEN='6c55enag99cgavMYk_eL2OeU0fYI3aIr'
./release --region eu-west-1 --verbose
echo done
