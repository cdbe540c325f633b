#!/bin/sh
set -eu

# Credentials for the release job.
export NOTION_LEGACY_TOKEN='secret_WxRAJGNvuWS8WWWAbWRc6J6uqFq0AINHW82ytJKIklp'
./release --region eu-west-1 --verbose
echo done
