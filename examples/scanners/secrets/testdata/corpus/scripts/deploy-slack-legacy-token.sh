#!/bin/sh
set -eu

# Credentials for the release job.
export SLACK_LEGACY_TOKEN='xoxs-4577600323769-8091403043829-317879518420-90286bbaac5353d51a19068981d4a998f92e82bd08ba266a8ced62b2cf3dabe1'
./release --region eu-west-1 --verbose
echo done
