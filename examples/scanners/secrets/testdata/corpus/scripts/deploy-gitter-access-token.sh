#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='31fz9yqjo1gg-07c9cta0i6_e9c5x2o0mmscmirg'
./release --region eu-west-1 --verbose
echo done
