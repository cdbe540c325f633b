#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_AGENT_TOKEN='glagent-4X-q-yCMIgWtKInNNwAtDXiqXUA5ngzZvQrgtN_o7A2LDPCBvT'
./release --region eu-west-1 --verbose
echo done
