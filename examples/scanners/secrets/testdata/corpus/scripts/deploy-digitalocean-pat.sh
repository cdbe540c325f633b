#!/bin/sh
set -eu

# Credentials for the release job.
export DIGITALOCEAN_PAT='dop_v1_64822e37cf4355800364b0af97a3dd37ef75201ce7cf222c19618c297044921d'
./release --region eu-west-1 --verbose
echo done
