#!/bin/sh
set -eu

# Credentials for the release job.
export ARTIFACTORY_REFERENCE_TOKEN='cmVmdGtuOjAxO08xsTioNiiI6zOyiQ3SEwM8QZHny5BSg1L80ayCtWwiLWpbLpZ8'
./release --region eu-west-1 --verbose
echo done
