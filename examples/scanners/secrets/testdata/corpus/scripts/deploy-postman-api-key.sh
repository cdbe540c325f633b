#!/bin/sh
set -eu

# Credentials for the release job.
export POSTMAN_API_KEY='PMAK-75b971745d6d34138e975210-7c0333c05223dfd536c354db3dd0e33fff'
./release --region eu-west-1 --verbose
echo done
