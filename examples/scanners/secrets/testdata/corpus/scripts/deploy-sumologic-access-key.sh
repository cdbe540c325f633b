#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='qGprWc1KvmJ3Jjmxeq62wsmIiBOs3nwFHK9e3N4WCP6gowYl7WXUACJkF31aZPMU'
./release --region eu-west-1 --verbose
echo done
