#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_API_KEY='AKCpCoGv2tUxDpDwvzLZA4TwqR9kBX9THRotVxdUjDaoFGbyORtVhzimILqdSs5PEJ7OU3KJM'
./release --region eu-west-1 --verbose
echo done
