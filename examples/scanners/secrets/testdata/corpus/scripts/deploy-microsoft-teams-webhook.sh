#!/bin/sh
set -eu

# Credentials for the release job.
export MICROSOFT_TEAMS_WEBHOOK='https://fa4tw13qow3smejm9qobln6.webhook.office.com/webhookb2/19b97640-b570-e2b7-7d97-730cc05d8bdb@f81ba76b-5b18-0b30-4f8c-0138c22a7330/IncomingWebhook/a82aee6306d1f68f5af6bb374f3916d3/a2c9e1b2-1fe7-8728-0474-56edcfc6490c'
./release --region eu-west-1 --verbose
echo done
