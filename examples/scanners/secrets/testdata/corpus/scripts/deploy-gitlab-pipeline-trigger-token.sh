#!/bin/sh
set -eu

# Credentials for the release job.
export GITLAB_PIPELINE_TRIGGER_TOKEN='glptt-7b0aec350a027e40f0568af6cdabd617abc054a6'
./release --region eu-west-1 --verbose
echo done
