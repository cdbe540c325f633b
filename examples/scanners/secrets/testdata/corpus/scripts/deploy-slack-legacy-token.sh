#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_TOKEN='xoxo-081693504856-51909142126-18294821854-a6b618d76e71339e141b0c5526818e21ba4a880c12c86f1de3b974263b084bf3'
./release --region eu-west-1 --verbose
echo done
