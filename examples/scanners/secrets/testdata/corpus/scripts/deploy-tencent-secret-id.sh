#!/bin/sh
set -eu

# Credentials for the release job.
export TENCENT_SECRET_ID='AKIDUQy8U1BfAba6xt3Iuh7Bq1Mf34T3yGGl'
./release --region eu-west-1 --verbose
echo done
