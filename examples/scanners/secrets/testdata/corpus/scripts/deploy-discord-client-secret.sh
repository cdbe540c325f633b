#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='S7QfA389Ycer0auo5EtNy3kmDdu4bCjP'
./release --region eu-west-1 --verbose
echo done
