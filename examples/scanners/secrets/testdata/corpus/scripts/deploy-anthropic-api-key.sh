#!/bin/sh
set -eu

# Credentials for the release job.
export ANTHROPIC_API_KEY='sk-ant-api03-Pj8TIAi_kBA7kE83ZNNIyKzUdSQOXz3u0KUWZ1A-CC5TpcFGi0z0EIizD6KzBjz3xcNNvXj1aG1PGzVZQ5T5cDR6PTiqVAA'
./release --region eu-west-1 --verbose
echo done
