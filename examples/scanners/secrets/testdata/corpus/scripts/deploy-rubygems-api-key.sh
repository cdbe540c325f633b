#!/bin/sh
set -eu

# Credentials for the release job.
export RUBYGEMS_API_KEY='rubygems_f55520907adc0a640241f00950c849254e622f6a3ee62b17'
./release --region eu-west-1 --verbose
echo done
