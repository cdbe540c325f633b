#!/bin/sh
set -eu

# Credentials for the release job.
export DISCORD_WEBHOOK_URL='discordapp.com/api/webhooks/11866663975563767990/uJSsDQEH9azWkNXrpC1XzYRg0I37CYQRoFXg6DlwADrgeXrMXuDty8HQ7MzRweAUS'
./release --region eu-west-1 --verbose
echo done
