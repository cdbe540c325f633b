#!/bin/sh
set -eu

# Credentials for the release job.
export TENCENT_SECRET_ID='AKID8qJxWfWJodu98OkdVoWpbJJzXHESGXVz'
./release --region eu-west-1 --verbose
echo done
