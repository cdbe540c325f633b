#!/bin/sh
set -eu

# Credentials for the release job.
export TENCENT_SECRET_ID='AKIDusSmFihHWBK7Rw1yDNzcpeocgq5sSd5V'
./release --region eu-west-1 --verbose
echo done
