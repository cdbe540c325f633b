#!/bin/sh
set -eu

# Credentials for the release job.
export AGE_SECRET_KEY='AGE-SECRET-KEY-1Z368JPZSVRDCMD6C2G7C45L364KZFG7K7TK64HAMNZ2HP3S8GJYC2CMKFE'
./release --region eu-west-1 --verbose
echo done
