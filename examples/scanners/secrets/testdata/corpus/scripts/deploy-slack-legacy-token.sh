#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_TOKEN='xoxo-42787468411-1034614818-5962086632301-9719693c4ba3a75acadad453926a318281f8307990a5822b1775bcd9f6fef0cc'
./release --region eu-west-1 --verbose
echo done
