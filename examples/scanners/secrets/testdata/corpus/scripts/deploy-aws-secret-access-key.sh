#!/bin/sh
set -eu

# Credentials for the release job.
export AWS_SECRET_ACCESS_KEY='IHtTZAaLb0C2wQ+I9siFSsVz5eisPKcgMXc1RWDC'
./release --region eu-west-1 --verbose
echo done
