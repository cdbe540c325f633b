#!/bin/sh
set -eu

# Credentials for the release job.
export NUGET_API_KEY='oy2edpjzrp3c239tkbytpsu62zb2es4z1cgnxr3r3cingz'
./release --region eu-west-1 --verbose
echo done
