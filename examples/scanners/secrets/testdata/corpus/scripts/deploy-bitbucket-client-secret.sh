#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='fb4YF9yiA4sA=NUd=k5QTLIS9M9bdxjpO7FaME1WaxESaEmzRAZ1sfgCbRE2dMid'
./release --region eu-west-1 --verbose
echo done
