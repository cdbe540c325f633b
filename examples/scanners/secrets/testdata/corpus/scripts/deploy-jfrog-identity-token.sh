#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='ITIPZlAEyMwBLtE2irzkcECcz7UMMoleWwHXPLJDqoefCA3emoDuLwZTxCitzGf0'
./release --region eu-west-1 --verbose
echo done
