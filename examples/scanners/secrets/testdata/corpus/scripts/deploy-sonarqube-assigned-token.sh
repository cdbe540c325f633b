#!/bin/sh
set -eu

# Credentials for the release job.
export SONARQUBE_ASSIGNED_TOKEN='SONAR-TOKEN    CYydmuwDZu     =>      SQ28c3xRG73C-Py0gcYuZzmhCIBU8CO6-k3Uku=h'
./release --region eu-west-1 --verbose
echo done
