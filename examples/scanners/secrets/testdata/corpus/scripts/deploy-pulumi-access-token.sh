#!/bin/sh
set -eu

# Credentials for the release job.
export PULUMI_ACCESS_TOKEN='pul-92a59cab27b4abcd421cccb3ad275e9a08b1d366'
./release --region eu-west-1 --verbose
echo done
