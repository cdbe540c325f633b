#!/bin/sh
set -eu

# Credentials for the release job.
export BEAMER_API_KEY='b_ip-At5JVz0CBvXp1r2E-4fyoaGeA0jklXWbMkPyy=9eO'
./release --region eu-west-1 --verbose
echo done
