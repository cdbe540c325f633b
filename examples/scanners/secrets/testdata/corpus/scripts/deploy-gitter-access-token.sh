#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='-yiqfky992yuubiu8ha5nxzekpbmukb8n-ltj8fz'
./release --region eu-west-1 --verbose
echo done
