#!/bin/sh
set -eu

# Credentials for the release job.
export EASYPOST_API_KEY='EZAKJ28N554FA2yufnpKA4HuThEX6tKuWpMJeF1skQ19r7HoztT3ihkGCK'
./release --region eu-west-1 --verbose
echo done
