#!/bin/sh
set -eu

# Credentials for the release job.
export PLANETSCALE_TOKEN='pscale_oauth_pIfEK7fGRGxTs0y369I3OTvUTEp3WePKOD0lx'
./release --region eu-west-1 --verbose
echo done
