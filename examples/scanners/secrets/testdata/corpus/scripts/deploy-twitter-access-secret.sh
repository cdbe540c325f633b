#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='TTV5NDp58JejR8gaiP0b9IDkE0mbx6owZy9znSOCUHXYI'
./release --region eu-west-1 --verbose
echo done
