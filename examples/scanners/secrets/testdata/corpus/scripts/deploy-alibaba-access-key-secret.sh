#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='QZt4rT1dHEJOU3wlqKsDyywNt70HH5'
./release --region eu-west-1 --verbose
echo done
