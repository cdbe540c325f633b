#!/bin/sh
set -eu

# Credentials for the release job.
export ANTHROPIC_ADMIN_API_KEY='sk-ant-admin01-9ZkXXgDFmKnDqhJ5JV5YMKAckd8GgTiXxCT68OmWLKrRL2wHonhprAoeLcS84uJIsZ22fIkGRM1xrbi59gcalSId-XR2EAA'
./release --region eu-west-1 --verbose
echo done
