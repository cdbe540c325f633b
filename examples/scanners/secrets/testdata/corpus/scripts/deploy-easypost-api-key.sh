#!/bin/sh
set -eu

# Credentials for the release job.
export EASYPOST_API_KEY='EZAKhUNBPqTVjWlt1KPMQILr8fGZXZ6qpm55V1jQCQEjMLx98mxXcH3yy3'
./release --region eu-west-1 --verbose
echo done
