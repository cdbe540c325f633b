#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKUP_API_TOKEN='pk_9342364_CEA7DTH8O33R2LC98HFBVR6FUZZ6Z68P'
./release --region eu-west-1 --verbose
echo done
