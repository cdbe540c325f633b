#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='myayasz8fpvAAAAAAAAAADwB=Z7ebGD2IcmaNdzP2bBZDFzqpXxNf_L4I_OUH74='
./release --region eu-west-1 --verbose
echo done
