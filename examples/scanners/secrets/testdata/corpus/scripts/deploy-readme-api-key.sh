#!/bin/sh
set -eu

# Credentials for the release job.
export README_API_KEY='rdme_xny1v2kir8sgjta88zeue79wbgt77bduwo4dzckw1ytq0rwiivmqkseo2ct62gcs7gwqcl'
./release --region eu-west-1 --verbose
echo done
