#!/bin/sh
set -eu

# Credentials for the release job.
export MAILGUNKEY='key-d7e0873b7a51843c217ed48581cc950e'
./release --region eu-west-1 --verbose
echo done
