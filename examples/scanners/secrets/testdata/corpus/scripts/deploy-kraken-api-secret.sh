#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='kLodeX+5JkMjtAUacLpGInp8yxRsdebcidtDwwmf+4sQYEDtWoIlhV550Bi0i0ZiLXRYG+Vi84IEhHqdNCJogZ=='
./release --region eu-west-1 --verbose
echo done
