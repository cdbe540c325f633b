#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='wQSdelqtzSG23TmZuOWK4iZrEtSr4cum'
./release --region eu-west-1 --verbose
echo done
