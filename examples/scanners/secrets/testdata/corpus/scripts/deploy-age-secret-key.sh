#!/bin/sh
set -eu

# Credentials for the release job.
export AGE_SECRET_KEY='AGE-SECRET-KEY-1GXWDT0PC8KSDSVD7AHSTXJ45L5ZPM4G3DSJ9CWY9KCDH84NGEHVY3TK0FH'
./release --region eu-west-1 --verbose
echo done
