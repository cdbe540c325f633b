#!/bin/sh
set -eu

# Credentials for the release job.
export LINEAR_CLIENT_SECRET='3b27237fb29af38f21842abec51831cb'
./release --region eu-west-1 --verbose
echo done
