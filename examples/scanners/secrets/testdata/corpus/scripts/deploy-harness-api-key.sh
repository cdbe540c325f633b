#!/bin/sh
set -eu

# Credentials for the release job.
export HARNESS_API_KEY='pat.RrnKItBhuOXDYTBSgRwsi3.6Hey1UnYREsJ0uPITFfXzm67.9UX7F1xhvaJTrJyAOe4g'
./release --region eu-west-1 --verbose
echo done
