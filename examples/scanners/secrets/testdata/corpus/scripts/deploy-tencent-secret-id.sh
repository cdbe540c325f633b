#!/bin/sh
set -eu

# Credentials for the release job.
export TENCENT_SECRET_ID='AKIDDM0kfAdAkGOgiLVCe7uvl8V6aOxcrqXf'
./release --region eu-west-1 --verbose
echo done
