#!/bin/sh
set -eu

# Credentials for the release job.
export DRONE_CI_TOKEN='Es0qtdITRv54GWeQzFC2R9JrnplQOSi6'
./release --region eu-west-1 --verbose
echo done
