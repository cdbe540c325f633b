#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='kncn8SezbdXSjB8lCtaHU4l3q94vZ6'
./release --region eu-west-1 --verbose
echo done
