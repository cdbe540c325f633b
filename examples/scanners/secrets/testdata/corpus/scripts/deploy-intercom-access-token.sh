#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='2ApA6l73OMvJZj0bLYs=lh2y-h8xBRCq=YlSFJa9Uij7SZY7CL6PV=YHGMUk'
./release --region eu-west-1 --verbose
echo done
