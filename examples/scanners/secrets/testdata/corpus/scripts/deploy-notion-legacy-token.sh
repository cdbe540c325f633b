#!/bin/sh
set -eu

# Credentials for the release job.
export NOTION_LEGACY_TOKEN='secret_NnS6CbXWz4XKM3UHXgpCLQM6pHyX5TYoWNaAScyU5lN'
./release --region eu-west-1 --verbose
echo done
