#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='W5orLruFc20ugsGb9X37izMByasvmSlozsPpP9vmddy5xBgt_c'
./release --region eu-west-1 --verbose
echo done
