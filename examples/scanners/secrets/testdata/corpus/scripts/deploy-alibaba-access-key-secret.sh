#!/bin/sh
set -eu

# Credentials for the release job.
export ALIBABA_ACCESS_KEY_SECRET='ozgXKQ2hP6JsJLDohyvxlvONpeEJsN'
./release --region eu-west-1 --verbose
echo done
