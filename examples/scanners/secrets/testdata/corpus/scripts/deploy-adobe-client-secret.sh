#!/bin/sh
set -eu

# Credentials for the release job.
export ADOBE_CLIENT_SECRET='p8e-Xx8UEoBKVGO8JRjTeS7kOgpEfp2mkbE0'
./release --region eu-west-1 --verbose
echo done
