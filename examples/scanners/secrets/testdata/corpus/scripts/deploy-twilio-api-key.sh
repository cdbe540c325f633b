#!/bin/sh
set -eu

# Credentials for the release job.
export TWILIOAPIKEYSID='SKdd46a4666cfc2d8f08df9e6fb52ba00d'
./release --region eu-west-1 --verbose
echo done
