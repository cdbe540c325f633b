#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live__7p2DGU92ZY=ChxyAbcguoqhy-rHVKY=mCmIFKXc'
./release --region eu-west-1 --verbose
echo done
