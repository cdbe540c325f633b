#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='TeVk2pIPPgueE3egARUIxoi1UNkweHk1uEdxF1lXsazwNIR750OD5IG91KIql6QM'
./release --region eu-west-1 --verbose
echo done
