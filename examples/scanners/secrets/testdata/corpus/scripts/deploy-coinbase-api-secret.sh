#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='CsOYATeVk2pIPPgueE3egARUIxoi1UNkweHk1uEdxF1lXsazwNIR750OD5IG91KI'
./release --region eu-west-1 --verbose
echo done
