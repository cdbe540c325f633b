#!/bin/sh
set -eu

# Credentials for the release job.
export FIGMA_PAT='figd_FR19E7F33cPO0A3GDApzpZ3-OJbbpcbWAHhqDiPe'
./release --region eu-west-1 --verbose
echo done
