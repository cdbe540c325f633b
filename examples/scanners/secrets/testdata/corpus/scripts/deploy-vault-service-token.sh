#!/bin/sh
set -eu

# Credentials for the release job.
export VAULT_SERVICE_TOKEN='hvs.bMMIqRuEJ4Htz9oJD3HaRpTo7qW9EHQlNoU5aAymvtziGxcX3x_Yaa4Bxc-X3CmgI8B2Q-BEbhUC4HMo3N7QB90yJFdXe4mcKo5a'
./release --region eu-west-1 --verbose
echo done
