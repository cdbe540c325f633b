#!/bin/sh
set -eu

# Credentials for the release job.
export INFRACOST_API_TOKEN='ico-c7gpwfO7g8pgrk1OckEfw6IJ8ylX0wbA'
./release --region eu-west-1 --verbose
echo done
