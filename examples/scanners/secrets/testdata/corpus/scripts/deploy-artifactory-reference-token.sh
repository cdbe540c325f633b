#!/bin/sh
set -eu

# Credentials for the release job.
export ARTIFACTORY_REFERENCE_TOKEN='cmVmdGtuOjAxONxU7UPN7hm4i21CLykmjcKUXbUlcQFntpfBLYbM5vYlce2ZvnBI'
./release --region eu-west-1 --verbose
echo done
