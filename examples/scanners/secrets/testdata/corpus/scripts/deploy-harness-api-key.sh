#!/bin/sh
set -eu

# Credentials for the release job.
export HARNESS_API_KEY='pat.EObBb3lnbuGhdEUAbH_R3a.v0tgArvPXHezOquTGNSjhykX.5FEjmnX6crqMZsGY2kFL'
./release --region eu-west-1 --verbose
echo done
