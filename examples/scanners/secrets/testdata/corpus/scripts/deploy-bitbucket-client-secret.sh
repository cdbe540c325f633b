#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='3dP1sy=7lWzY-ZbstjbNOAowQBHw0TstMcGZcEoU=j6szWcgfb4YF9yiA4sA=NUd'
./release --region eu-west-1 --verbose
echo done
