#!/bin/sh
set -eu

# Credentials for the release job.
export SONARQUBE_ASSIGNED_TOKEN='SONAR_LOGINr   YvyBYpZiFk     ::=  mG3IAnWR2lGw2lJn5sDoKf5=OcV77X_rwRCUoF=l'
./release --region eu-west-1 --verbose
echo done
