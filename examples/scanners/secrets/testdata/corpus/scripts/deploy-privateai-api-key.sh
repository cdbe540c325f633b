#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATEAI_API_KEY='6l7f8s07qcfuekzn6qrx9cx6suq9lmmo'
./release --region eu-west-1 --verbose
echo done
