#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_API_KEY='AKCptUxDpDwvzLZA4TwqR9kBX9THRotVxdUjDaoFGbyORtVhzimILqdSs5PEJ7OU3KJMUa52h'
./release --region eu-west-1 --verbose
echo done
