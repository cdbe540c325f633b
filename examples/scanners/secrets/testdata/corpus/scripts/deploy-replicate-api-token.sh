#!/bin/sh
set -eu

# Credentials for the release job.
export REPLICATE_API_TOKEN='r8_4Naq7nKlxoUfxbA2z9vZUEgj2HE0svWaUPyNw'
./release --region eu-west-1 --verbose
echo done
