#!/bin/sh
set -eu

# Credentials for the release job.
export MICROSOFT_TEAMS_WEBHOOK='https://ywvfyouu0lv7hj8lgezw.webhook.office.com/webhookb2/b219dff4-a922-8986-4661-43532e1ca8b1@74a666cb-fb09-8793-6f32-edc9a4e5fb19/IncomingWebhook/7118ea1d9770ffd98d9aa13f1ca491d0/38ca0e8b-fdd0-5eab-ab68-040634cb5579'
./release --region eu-west-1 --verbose
echo done
