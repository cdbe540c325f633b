#!/bin/sh
set -eu

# Credentials for the release job.
export DUFFEL_API_TOKEN='duffel_live_52ES3_5=ojavTOavnjt9G4L9KtUwQ40QA7yqhon6PbD'
./release --region eu-west-1 --verbose
echo done
