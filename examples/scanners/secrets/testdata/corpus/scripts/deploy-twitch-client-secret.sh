#!/bin/sh
set -eu

# Credentials for the release job.
export TWITCH_CLIENT_SECRET='tguh5odfms0yagz6vwwpzmp2qhz2jy'
./release --region eu-west-1 --verbose
echo done
