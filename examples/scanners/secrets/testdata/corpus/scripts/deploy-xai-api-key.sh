#!/bin/sh
set -eu

# Credentials for the release job.
export XAI_API_KEY='xai-qfb6TYmHs9suXANKUuHw9IfUBRCGoq4RGET12PEiKUjcuJQeIK0BKOEBq1Hy5am3eBQSlLngipJY7RdJ'
./release --region eu-west-1 --verbose
echo done
