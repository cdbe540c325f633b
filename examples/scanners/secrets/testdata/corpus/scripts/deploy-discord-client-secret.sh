#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_CLIENT_SECRET='yJG6voHx5k72uMOlYgng7aupJg_ktpQ-'
./release --region eu-west-1 --verbose
echo done
