#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='yDkYlLKRHZ3DLxJDME0h73iT1l4G3hr3999KPq52WM-_69=-TpD1q7tiOEuu-Tru'
./release --region eu-west-1 --verbose
echo done
