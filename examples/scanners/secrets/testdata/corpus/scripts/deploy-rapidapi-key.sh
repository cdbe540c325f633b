#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='l6GfXdJ6STL5vchEmD47PgkpOk9SIESOigOnYaLmge1ubL2KWq'
./release --region eu-west-1 --verbose
echo done
