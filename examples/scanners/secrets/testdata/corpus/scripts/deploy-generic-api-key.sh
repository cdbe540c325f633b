#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='V9amOxqOQwMU90GGEPwUcRb+hXSWXhgg'
./release --region eu-west-1 --verbose
echo done
