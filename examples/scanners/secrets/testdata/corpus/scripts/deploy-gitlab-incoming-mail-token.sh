#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_INCOMING_MAIL_TOKEN='glimt-24ouKgzFejCnj5ZN78D7DUWpb'
./release --region eu-west-1 --verbose
echo done
