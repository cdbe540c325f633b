#!/bin/sh
set -eu

# Credentials for the release job.
export OPENSHIFT_USER_TOKEN='sha256~PPlBOvvypi_Yzc7-ZWfSfl_aNIeqfMNzHezLR60CKo8'
./release --region eu-west-1 --verbose
echo done
