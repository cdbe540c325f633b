#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='D1yUb2EwfzZP3XfUeF7tbo9NKUTpnDAjBsQlLKMTRtxUV2aKmsMqP7=tSsIQ'
./release --region eu-west-1 --verbose
echo done
