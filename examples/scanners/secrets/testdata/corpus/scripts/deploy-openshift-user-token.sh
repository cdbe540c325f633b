#!/bin/sh
set -eu

# Credentials for the release job.
export OPENSHIFT_USER_TOKEN='sha256~4v0_jzW3-VQ4neTwzvEqaEGTN92HWKPa7LSOzzOS652'
./release --region eu-west-1 --verbose
echo done
