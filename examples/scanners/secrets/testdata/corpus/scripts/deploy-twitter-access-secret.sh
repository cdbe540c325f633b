#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='lbDebxlYvIrTSAnrvcHghzqTuEkADOdz6ZYbiq3rIjVbw'
./release --region eu-west-1 --verbose
echo done
