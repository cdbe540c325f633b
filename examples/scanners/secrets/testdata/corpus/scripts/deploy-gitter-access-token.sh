#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='bc848aa419103c1f2c26ef1fe85221c77e69f5ca'
./release --region eu-west-1 --verbose
echo done
