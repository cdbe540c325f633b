#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='SFeLm7PkRhHL08MuJIAyi1txk2BS9VKf'
./release --region eu-west-1 --verbose
echo done
