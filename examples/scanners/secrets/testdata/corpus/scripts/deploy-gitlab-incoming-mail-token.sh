#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_INCOMING_MAIL_TOKEN='glimt-7Bp6qRxWg_cFoCILSXVMSayuA'
./release --region eu-west-1 --verbose
echo done
