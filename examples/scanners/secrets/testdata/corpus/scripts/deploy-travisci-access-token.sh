#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='AUVkRXaKmCTV40LWuqJk0x'
./release --region eu-west-1 --verbose
echo done
