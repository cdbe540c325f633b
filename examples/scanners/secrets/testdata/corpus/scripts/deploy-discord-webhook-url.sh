#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_WEBHOOK_URL='discord.com/api/webhooks/7110840151354223085/R5tOgFyBxXcz0lxjzjUXbI1EBN73KTn-u5-adVFwO6HoVxz_vrhNvwVdJmDq6yC90W'
./release --region eu-west-1 --verbose
echo done
