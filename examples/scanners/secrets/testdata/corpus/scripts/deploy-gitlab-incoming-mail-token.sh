#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_INCOMING_MAIL_TOKEN='glimt-cKGyFJUpi75khKqBywup3mfqa'
./release --region eu-west-1 --verbose
echo done
