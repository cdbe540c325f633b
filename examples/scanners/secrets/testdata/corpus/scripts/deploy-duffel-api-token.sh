#!/bin/sh
set -eu

# Credentials for the release job.
export DUFFEL_API_TOKEN='duffel_live_gpDZLb_ehzGj7sSKdGM3tc89Pybx=VC31EMkapc8TDt'
./release --region eu-west-1 --verbose
echo done
