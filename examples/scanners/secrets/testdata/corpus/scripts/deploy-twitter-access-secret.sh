#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='i2hbhk5d9XBolzJhbcPkM8xzHvkcCg2f9wdoplQ1kdVfx'
./release --region eu-west-1 --verbose
echo done
