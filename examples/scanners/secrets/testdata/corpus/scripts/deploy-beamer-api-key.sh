#!/bin/sh
set -eu

# Credentials for the release job.
export BEAMER_API_KEY='b_aWUHqJBqGrOc32nT0IfsyC2=5PEGupJNtm8AVI1CByAm'
./release --region eu-west-1 --verbose
echo done
