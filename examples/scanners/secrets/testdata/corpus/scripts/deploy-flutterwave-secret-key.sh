#!/bin/sh
set -eu

# Credentials for the release job.
export FLUTTERWAVE_SECRET_KEY='FLWSECK-6f7a3c3d69ed4112def31233b732d7bd-X'
./release --region eu-west-1 --verbose
echo done
