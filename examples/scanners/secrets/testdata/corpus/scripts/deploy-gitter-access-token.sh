#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='c1fee4e114c1d9a042550da8f2851185ea02076e'
./release --region eu-west-1 --verbose
echo done
