#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='LjJMR7I3FCImVXS4wqyokuuPkT1QBnMwnFmF61rHY61C8yon0wzevAhHrvbRB8dI'
./release --region eu-west-1 --verbose
echo done
