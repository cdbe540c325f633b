#!/bin/sh
set -eu

# Credentials for the release job.
export EASYPOST_TEST_API_KEY='EZTKV4tJMffReKlOjn2AXXRnfiQINxMxnaJHjJ88HrJ4HJ0WLLwSQfTtSS'
./release --region eu-west-1 --verbose
echo done
