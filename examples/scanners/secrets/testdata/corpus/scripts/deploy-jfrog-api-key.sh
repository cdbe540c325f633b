#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_API_KEY='AKCpY667tqzL0qH0ampU9AQCBPsskvrhdMKQwx5q4sGgj5SLenzIsDH3lcFIQ7aV2PffOEsAN'
./release --region eu-west-1 --verbose
echo done
