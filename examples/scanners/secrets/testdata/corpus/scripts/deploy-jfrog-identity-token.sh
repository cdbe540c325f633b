#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='dQ1tQkgdNgB1q0BMq4quzD7UAHbZ5kSGe2TqQlOZ05skQUID63EB71cKnJngyqQo'
./release --region eu-west-1 --verbose
echo done
