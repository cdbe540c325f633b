#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_BEARER_TOKEN='AAAAAAAAAAAAAAAAAAAAA9UE038mjGXUz7SfD5QyFqq0fQrfEmNVvRUFJW0d0dK3drogDNE1edONdfVywDFICZC7wyUZJ3d2Rsgh0g3xHRO1V8JzfgXVKCalBB8lswMU5vSmDS'
./release --region eu-west-1 --verbose
echo done
