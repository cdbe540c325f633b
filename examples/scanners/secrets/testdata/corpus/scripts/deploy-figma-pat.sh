#!/bin/sh
set -eu

# Credentials for the release job.
export FIGMA_PAT='figd_u8Rr1lsMCBXyU6Oa3l1E0UuIFG3AcguTcXmf8_yE'
./release --region eu-west-1 --verbose
echo done
