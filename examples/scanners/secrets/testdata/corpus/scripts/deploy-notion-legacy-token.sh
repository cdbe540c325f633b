#!/bin/sh
set -eu

# Credentials for the release job.
export NOTION_LEGACY_TOKEN='secret_ys0qFS9fQqsNy4d0XEpY6yqjzcPgyZArLE8SjMXj543'
./release --region eu-west-1 --verbose
echo done
