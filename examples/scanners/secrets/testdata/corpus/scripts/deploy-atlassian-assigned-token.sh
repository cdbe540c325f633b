#!/bin/sh
set -eu

# Credentials for the release job.
export ATLASSIAN_ASSIGNED_TOKEN='OmSjvlz3DcIDjL68k0xsBTYl'
./release --region eu-west-1 --verbose
echo done
