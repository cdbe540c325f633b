#!/bin/sh
set -eu

# Credentials for the release job.
export AZURE_AD_CLIENT_SECRET='esy6Q~Anu723ZzkjTSZjwLdO3Vmu-8B8FuBHO'
./release --region eu-west-1 --verbose
echo done
