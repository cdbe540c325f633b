#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_AGENT_TOKEN='glagent-R6h_mU411O5dXaSM-PMZmjwVY-izhiL8PHBrQRzXVryjK6786Q'
./release --region eu-west-1 --verbose
echo done
