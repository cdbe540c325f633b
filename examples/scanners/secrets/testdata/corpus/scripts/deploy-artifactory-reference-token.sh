#!/bin/sh
set -eu

# Credentials for the release job.
export ARTIFACTORY_REFERENCE_TOKEN='cmVmdGtuOjAxO2WHv4vGmsDX4EAS3DqvKYexugXy4ABtcw23zBoLWgV5u67Gagpj'
./release --region eu-west-1 --verbose
echo done
