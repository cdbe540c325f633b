#!/bin/sh
set -eu

# Credentials for the release job.
export FACEBOOK_APP_SECRET='2be93f7517a99bf11cb06e770e045305'
./release --region eu-west-1 --verbose
echo done
