#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='4070565008304571737302-2FYLT53WbWA8gZUhRw033PFZYpV38Z77Ju'
./release --region eu-west-1 --verbose
echo done
