#!/bin/sh
set -eu

# Credentials for the release job.
export AZURE_STORAGE_ACCOUNT_KEY='DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=N1uitj/+4eHfYaZzhMKfva1vtx2eFnfcFHsZ05MYth8XIh83qCZKtPfLdobZr02fo2zS9MYkxhMlVvTOtGe9Ug==;EndpointSuffix=core.windows.net'
./release --region eu-west-1 --verbose
echo done
