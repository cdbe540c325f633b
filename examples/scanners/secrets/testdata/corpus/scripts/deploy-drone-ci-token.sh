#!/bin/sh
set -eu

# Credentials for the release job.
export DRONE_CI_TOKEN='DaCLGDP2wHELvIYPB2cPLPSIp0yC87HX'
./release --region eu-west-1 --verbose
echo done
