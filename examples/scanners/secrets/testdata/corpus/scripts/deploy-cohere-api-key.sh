#!/bin/sh
set -eu

# Credentials for the release job.
export COHERE_API_KEY='jav2FTMLAysJwIHf9lffO6FcAkVMEp0QMSO0pjlD'
./release --region eu-west-1 --verbose
echo done
