#!/bin/sh
set -eu

# Credentials for the release job.
export MAILGUNKEY='1300baacf199ad8c1d20e8509c32105f-56aca32a-d6c1c679'
./release --region eu-west-1 --verbose
echo done
