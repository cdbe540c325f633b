#!/bin/sh
set -eu

# Credentials for the release job.
export MICROSOFT_TEAMS_WEBHOOK='https://3d711twywe6686qqms52iown28b993g.webhook.office.com/webhookb2/dbdb2455-b04f-3c2c-97e4-619b2d1b6e37@8664aa1d-1922-f0f4-5fd8-c7eb3133090f/IncomingWebhook/8ce0376186202a9d18e5a674ba866cd4/7d64be27-9cb5-f331-6996-7013f128442d'
./release --region eu-west-1 --verbose
echo done
