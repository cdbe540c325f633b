#!/bin/sh
set -eu

# Credentials for the release job.
export MICROSOFT_TEAMS_WEBHOOK='https://uyp19sgsh2txtkmadu6mexunvrtjyuygi.webhook.office.com/webhookb2/ea0386b0-0585-310c-17da-f6e9d5a9f89b@73a76784-ef90-069f-a2c5-0f603450729e/IncomingWebhook/6f9d2f566b017e8c3aa775c537e4d6c3/656a5a2e-310b-8c9c-86e9-907324bbee81'
./release --region eu-west-1 --verbose
echo done
