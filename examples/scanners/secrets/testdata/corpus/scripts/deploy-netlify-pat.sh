#!/bin/sh
set -eu

# Credentials for the release job.
export NETLIFY_PAT='nfp_EOF2edPOdfWywEFJDZD8wyVZK4e3Ssgi1g4x'
./release --region eu-west-1 --verbose
echo done
