#!/bin/sh
set -eu

# Credentials for the release job.
export FRESHBOOKS_ACCESS_TOKEN='aabl2ztv7ecw0jq9le42fe5b5whl1i372a2p685obsxxugwzmu3xemcmca7xqno0'
./release --region eu-west-1 --verbose
echo done
