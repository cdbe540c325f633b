#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='71nZ28eIYUlY067o25z97YmQs9NFp2VU'
./release --region eu-west-1 --verbose
echo done
