#!/bin/sh
set -eu

# Credentials for the release job.
export OKTA_API_TOKEN='007W8GvnquoipS0r5GFJkSjwx0GHsKHSvlOkG7XQRp'
./release --region eu-west-1 --verbose
echo done
