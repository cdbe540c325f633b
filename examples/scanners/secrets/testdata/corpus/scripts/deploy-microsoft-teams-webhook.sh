#!/bin/sh
set -eu

# Credentials for the release job.
export MICROSOFT_TEAMS_WEBHOOK='https://ed.webhook.office.com/webhookb2/4624d7fe-c2bf-9978-c0e5-846f6122c585@8e967030-cd2b-3f07-4a6c-3c9c7cf68c88/IncomingWebhook/30f8e9dd721675c9e2ef05a907c1f533/56fa48b0-bd7a-a47a-fa2c-ecb089b2bce8'
./release --region eu-west-1 --verbose
echo done
