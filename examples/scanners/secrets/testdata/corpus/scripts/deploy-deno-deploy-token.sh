#!/bin/sh
set -eu

# Credentials for the release job.
export DENO_DEPLOY_TOKEN='ddp_Vr1m3KD3KF3OVp4xa6Mj5pcii8yYmYpqWn1N'
./release --region eu-west-1 --verbose
echo done
