#!/bin/sh
set -eu

# Credentials for the release job.
export AZURE_STORAGE_ACCOUNT_KEY='DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=Ck7qrtanDyA+9GfV0F+0niHkIfMg/emwY4CAHxYHzsyJqWqoY/Cw7+jXeEuw2bfBFct7pjoBaUG/DgbSzXXwyw==;EndpointSuffix=core.windows.net'
./release --region eu-west-1 --verbose
echo done
