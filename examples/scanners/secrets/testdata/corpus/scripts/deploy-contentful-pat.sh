#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_PAT='CFPAT-WEfSq47s53j9kWBuZbQeBx9zFbVOP5smMeCI0q31S02'
./release --region eu-west-1 --verbose
echo done
