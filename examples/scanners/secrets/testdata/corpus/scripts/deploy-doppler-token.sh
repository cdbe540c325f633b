#!/bin/sh
set -eu

# Credentials for the release job.
export DOPPLER_TOKEN='dp.ct.iLOU2zEYb10drRYu2LBJurtiZpzEAtibhvHtKvrpWF'
./release --region eu-west-1 --verbose
echo done
