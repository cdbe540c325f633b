#!/bin/sh
set -eu

# Credentials for the release job.
export README_API_KEY='rdme_d0q9yow3wtu4cnlfosssenyovixznpvdlqwwyddwc27f33o7ek8ifh5rsfmxk99wywu30f'
./release --region eu-west-1 --verbose
echo done
