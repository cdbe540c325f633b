#!/bin/sh
set -eu

# Credentials for the release job.
export ETSY_API_KEY='43nm6178a08ouzfe60jhy2fg'
./release --region eu-west-1 --verbose
echo done
