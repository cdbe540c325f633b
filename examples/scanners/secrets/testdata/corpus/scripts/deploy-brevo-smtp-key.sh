#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_SMTP_KEY='xsmtpsib-3d072ba2626703a3101ea89a2b3a63e8e9e224973f6472575bc40b6e614bb169-RoyPDh461XXHdAgg'
./release --region eu-west-1 --verbose
echo done
