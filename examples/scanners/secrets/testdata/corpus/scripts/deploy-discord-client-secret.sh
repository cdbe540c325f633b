#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='4vegdhcgiFMOd721xlCpBaTd5nVzd4IF'
./release --region eu-west-1 --verbose
echo done
