#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_SMTP_KEY='xsmtpsib-a3daf6c165b88d60f2f7ad36e67309d6d036ccceb6e91d4531d1b6ac05d7d62a-zpLJdMQoyd4BN6l7'
./release --region eu-west-1 --verbose
echo done
