#!/bin/sh
set -eu

# Credentials for the release job.
export VAULT_SERVICE_TOKEN='hvs.P4iX_97iclsW3cIVVTAoPDwtWaF4lwauh4haKpus2LiWTzwfIyRD6eg0TKfOQCldoaT6ghPFl4iLcS8qKLFay8qR4enuzO7cpZHLaemMzwmz'
./release --region eu-west-1 --verbose
echo done
