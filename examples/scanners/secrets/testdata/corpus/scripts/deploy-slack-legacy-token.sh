#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_TOKEN='xoxo-583293119909-58392278834-78746841101-ae6b20db77add0c5a678ac19719693c4ba3a75acadad453926a318281f830799'
./release --region eu-west-1 --verbose
echo done
