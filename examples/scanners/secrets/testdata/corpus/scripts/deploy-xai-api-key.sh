#!/bin/sh
set -eu

# Credentials for the release job.
export XAI_API_KEY='xai-JIqgV47PiBUWhn1yIUBVO9gGVFxnGwv6fmq1FI40A5PqRuaV8eHf6zzSvdk4E1v6X1Sq3GBgL4LUrhDc'
./release --region eu-west-1 --verbose
echo done
