#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_WORKSPACE_TOKEN='xoxr-xxmRiPajCR3SWJhI3Fign30ZfL7jUhE0RTHTGnbd'
./release --region eu-west-1 --verbose
echo done
