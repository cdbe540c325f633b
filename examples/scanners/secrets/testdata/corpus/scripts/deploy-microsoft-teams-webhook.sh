#!/bin/sh
set -eu

# Credentials for the release job.
export MICROSOFT_TEAMS_WEBHOOK='https://own28b993g7wvgom1t90o.webhook.office.com/webhookb2/4f43c2c0-7e41-19b2-1b6e-748664aa1dc1@226f0f4a-fd8c-7eb3-3309-fd8ce0376186/IncomingWebhook/02a9d18e5a674ba866cd457d64be27f9/b5af3311-996a-013f-2844-dacc167e5d1f'
./release --region eu-west-1 --verbose
echo done
