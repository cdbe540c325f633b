#!/bin/sh
set -eu

# Credentials for the release job.
export DRONE_CI_TOKEN='Es0jGngU5IKzImuL2xOdLTyJxWbnnAQd'
./release --region eu-west-1 --verbose
echo done
