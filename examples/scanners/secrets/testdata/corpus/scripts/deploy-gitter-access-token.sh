#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='e1319631e68ab64f2f6946b04fa9c78154e63c1d'
./release --region eu-west-1 --verbose
echo done
