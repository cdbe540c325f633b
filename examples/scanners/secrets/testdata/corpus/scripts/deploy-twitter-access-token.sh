#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_TOKEN='43721958223753581925-bXB1SPTmhZqg4HOokSy1mgZH'
./release --region eu-west-1 --verbose
echo done
