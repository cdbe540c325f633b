#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_SECRET='LyfG3m0rKGI42e4k4NKfZ3KIqDXPkdHwuZl0kZk4r6vb5RlboI'
./release --region eu-west-1 --verbose
echo done
