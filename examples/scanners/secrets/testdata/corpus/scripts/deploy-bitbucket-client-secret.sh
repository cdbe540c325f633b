#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='zWcgfb4YF9yiA4sA=NUd=k5QTLIS9M9bdxjpO7FaME1WaxESaEmzRAZ1sfgCbRE2'
./release --region eu-west-1 --verbose
echo done
