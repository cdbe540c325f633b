#!/bin/sh
set -eu

# Credentials for the release job.
export NOTION_LEGACY_TOKEN='secret_WT9fD9EudHp57n69qmjQL16CP5xKDAcKLVON8GhuCuH'
./release --region eu-west-1 --verbose
echo done
