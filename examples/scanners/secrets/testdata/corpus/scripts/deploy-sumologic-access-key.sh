#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='Y0yifRchIJShLPAcVjfrzwf1bJ1Whg4eYryeP4K8cUgDg19omLHJKloWKkUJ742K'
./release --region eu-west-1 --verbose
echo done
