#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='Lzwsiti6BBpVyv4sjvOJGx1UWr9pSvKLthKluoJcqg8PUg24BymX2PLCZKtvXMmF'
./release --region eu-west-1 --verbose
echo done
