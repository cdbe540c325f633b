#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='ZcoYZp9fBBOqIkszbgHzH+6jRdvQ/wb0UeAgMN/zxycV+DZK9K2FII2UVhtEJ68pfpUvt58bnAfghbSW10NjZm=='
./release --region eu-west-1 --verbose
echo done
