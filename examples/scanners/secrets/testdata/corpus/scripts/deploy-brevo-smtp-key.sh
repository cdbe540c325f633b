#!/bin/sh
set -eu

# Credentials for the release job.
export BREVO_SMTP_KEY='xsmtpsib-745cc79543a3d03e8347a4fd4f359d4e619829be71da38d1ee67c62e55b99ef2-HHtPQHSW7BL7tgdI'
./release --region eu-west-1 --verbose
echo done
