#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_WEBHOOK_URL='discord.com/api/webhooks/524258456064692922/24ouKgzFejCnj5ZN78D7DUWpbVa5lOg3QxdwJSmaWllw2FWSHd905ipjZ_RBRpO9HKi'
./release --region eu-west-1 --verbose
echo done
