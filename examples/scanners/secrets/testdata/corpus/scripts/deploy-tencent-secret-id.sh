#!/bin/sh
set -eu

# Credentials for the release job.
export TENCENT_SECRET_ID='AKIDCYdD6SeP9gDEFH6nzHVYM8Olay45qdiN'
./release --region eu-west-1 --verbose
echo done
