#!/bin/sh
set -eu

# Credentials for the release job.
export LOOKER_CLIENT_SECRET='QmJAI85gATWw1kba3148UOey'
./release --region eu-west-1 --verbose
echo done
