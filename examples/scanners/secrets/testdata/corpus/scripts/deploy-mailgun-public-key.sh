#!/bin/sh
set -eu

# Credentials for the release job.
export MAILGUN_PUBLIC_KEY='pubkey-07dede372474af07be1d993a9527b221'
./release --region eu-west-1 --verbose
echo done
