#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='HNt9FWFpQN2T9pYyquVsY3EM0u-IlCYDqjvRUt1vYTFNPuSjK=PfU28184iO'
./release --region eu-west-1 --verbose
echo done
