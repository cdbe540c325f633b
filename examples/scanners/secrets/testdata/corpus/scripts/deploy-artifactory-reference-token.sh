#!/bin/sh
set -eu

# Credentials for the release job.
export ARTIFACTORY_REFERENCE_TOKEN='cmVmdGtuOjAxO8qrYgjh1jKuA2pDGFBTmulsRKxmKTUrqd5UGuWySa5u0XiJ1Uja'
./release --region eu-west-1 --verbose
echo done
