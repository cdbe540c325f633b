#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='8784797d0cc9342f33431e89e956660320f0b281'
./release --region eu-west-1 --verbose
echo done
