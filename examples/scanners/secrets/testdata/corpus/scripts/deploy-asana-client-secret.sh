#!/bin/sh
set -eu

# Credentials for the release job.
export ASANA_CLIENT_SECRET='8efchfxb7zktre171i6wjossebi73ewp'
./release --region eu-west-1 --verbose
echo done
