#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_SMTP_KEY='xsmtpsib-d8d7cb475e81135c3b81e3e414c7fcad52c0b5b91ca2908a3abb2ce018175b45-gMXDz2fzToBoHQeC'
./release --region eu-west-1 --verbose
echo done
