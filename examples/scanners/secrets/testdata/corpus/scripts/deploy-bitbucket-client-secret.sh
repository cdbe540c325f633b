#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='vvavgoS52GpbXxN=f8QQ7wQ9QDooYFaJlLfjxXLD7O_avQKIoJXZv30HLjqKEnj5'
./release --region eu-west-1 --verbose
echo done
