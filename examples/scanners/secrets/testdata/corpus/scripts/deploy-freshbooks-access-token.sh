#!/bin/sh
set -eu

# Credentials for the release job.
export FRESHBOOKS_ACCESS_TOKEN='u9mgd50cpmt53llwklgxypk2flazsw3hz8jzrz8qvpfl163upnijkvr7ohtmwnkp'
./release --region eu-west-1 --verbose
echo done
