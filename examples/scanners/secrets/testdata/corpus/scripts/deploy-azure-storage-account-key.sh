#!/bin/sh
set -eu

# Credentials for the release job.
export AZURE_STORAGE_ACCOUNT_KEY='DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=GegVsMZc8PAIi5Kmqr2VTYaBTyZaS8covT7XA+YZ3h7SwlP12fWTHZ6iG52nvlGgqCP5uFpyV5ZxjVBLaAjI/A==;EndpointSuffix=core.windows.net'
./release --region eu-west-1 --verbose
echo done
