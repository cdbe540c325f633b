#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_API_KEY='AQVN4eF3ljpLskLDcMlEU94aHobR_Mu4dNAp7Fal5'
./release --region eu-west-1 --verbose
echo done
