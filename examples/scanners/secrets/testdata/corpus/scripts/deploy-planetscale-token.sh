#!/bin/sh
set -eu

# Credentials for the release job.
export PLANETSCALE_TOKEN='pscale_oauth_Fi_aZ2kK6ZrY6CSrdgFQweOufu4l81vizJsbM9E07cj'
./release --region eu-west-1 --verbose
echo done
