#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_AGENT_TOKEN='glagent-r9GlLng345p35TVrJIs7HrLRyRlwtTLkdeuZZIn1fra0VzakyB'
./release --region eu-west-1 --verbose
echo done
