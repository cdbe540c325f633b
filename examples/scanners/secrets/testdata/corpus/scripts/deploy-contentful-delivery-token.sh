#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='ds2Q_7M5T4JEJ9b69Ltz_b3r8I20d2ssVE20mrihn6_'
./release --region eu-west-1 --verbose
echo done
