#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_API_KEY='AKCpAlnjcokojiYlaZhES9EG1PTKMt3WCoGv2tUxDpDwvzLZA4TwqR9kBX9THRotVxdUjDaoF'
./release --region eu-west-1 --verbose
echo done
