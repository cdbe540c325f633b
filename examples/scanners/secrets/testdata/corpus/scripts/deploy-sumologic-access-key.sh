#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='IiYclnCqqIQcJjIiLpnZtyql1sX8a3DSGuypuyiDJxwkiRNq6g6ted7WT975vYjh'
./release --region eu-west-1 --verbose
echo done
