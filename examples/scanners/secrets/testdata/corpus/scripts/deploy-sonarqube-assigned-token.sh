#!/bin/sh
set -eu

# Credentials for the release job.
export SONARQUBE_ASSIGNED_TOKEN='SONARLOGINgWVw        ?=      f5mfymbH3b0MkpztPbg=vtQSn81GnJP0uSuu6n8T'
./release --region eu-west-1 --verbose
echo done
