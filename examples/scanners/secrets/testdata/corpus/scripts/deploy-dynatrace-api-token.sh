#!/bin/sh
set -eu

# Credentials for the release job.
export DYNATRACE_API_TOKEN='dt0c01.OC4553WJ6ZK0CJG9ZTXUMMJ4.SR3HCVPCEH7FEMU1EJMG4MT94WALN9PJPVOQTCCGGEPT2C8A138KDVQ8WML37CZ1'
./release --region eu-west-1 --verbose
echo done
