#!/bin/sh
set -eu

# Credentials for the release job.
export MATTERMOST_ACCESS_TOKEN='bo7awv7njhay7je3yfu3k56bt1'
./release --region eu-west-1 --verbose
echo done
