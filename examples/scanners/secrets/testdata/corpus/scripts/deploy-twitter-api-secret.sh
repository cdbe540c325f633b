#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_SECRET='tjpZaYiRJdXhxSkGX6f8R9hVrwjbzNYhHMIznb5S8U2cO3tDyE'
./release --region eu-west-1 --verbose
echo done
