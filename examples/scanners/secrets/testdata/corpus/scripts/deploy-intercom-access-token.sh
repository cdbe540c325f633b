#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='OG5f6snXrzEDk2hBp3vA5hfQh0pJMrzR7XwcKFBRLSwqimOTLvN8pPT3MJYd'
./release --region eu-west-1 --verbose
echo done
