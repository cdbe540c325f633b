#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_SMTP_KEY='xsmtpsib-322926e50a3dd3f44c9f9db36f267bda6aa6c225d92cd3209b471affd11aeefa-1d0dFMVeYhmxVeUK'
./release --region eu-west-1 --verbose
echo done
