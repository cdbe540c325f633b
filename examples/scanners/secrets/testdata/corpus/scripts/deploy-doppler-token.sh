#!/bin/sh
set -eu

# Credentials for the release job.
export DOPPLER_TOKEN='dp.pt.f1yfgcYMGMMoQ1fnyCO1tWz1nTKDC6GjSQqwfUPS7G'
./release --region eu-west-1 --verbose
echo done
