#!/bin/sh
set -eu

# Credentials for the release job.
export NUGET_API_KEY='oy2zhq9bi8ps6tod93b5u8et19ne0bxsr5bd4chs9w7ss8'
./release --region eu-west-1 --verbose
echo done
