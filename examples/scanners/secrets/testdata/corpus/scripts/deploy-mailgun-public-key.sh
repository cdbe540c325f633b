#!/bin/sh
set -eu

# Credentials for the release job.
export MAILGUN_PUBLIC_KEY='pubkey-a0f7b19cab3efd57b5de353fa51bd114'
./release --region eu-west-1 --verbose
echo done
