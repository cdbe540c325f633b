#!/bin/sh
set -eu

# Credentials for the release job.
export ADOBE_CLIENT_SECRET='p8e-aWJaQxT2otYUIf0zFLPkm4h4RyuemrXK'
./release --region eu-west-1 --verbose
echo done
