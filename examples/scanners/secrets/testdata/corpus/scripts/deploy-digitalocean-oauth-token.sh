#!/bin/sh
set -eu

# Credentials for the release job.
export DIGITALOCEAN_OAUTH_TOKEN='doo_v1_bd37c8d921e6ede1e1ee1f1dc4e85128ebd1265bd5cc95c59f2a1c5d27735503'
./release --region eu-west-1 --verbose
echo done
