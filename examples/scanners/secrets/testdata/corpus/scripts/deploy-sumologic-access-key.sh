#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='ifllp7rGbHHSV2X31qCsJhA6X7JAf53yZhpytINmyFG5kQy1oRTLA4fYyj6KEwKk'
./release --region eu-west-1 --verbose
echo done
