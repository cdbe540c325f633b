#!/bin/sh
set -eu

# Credentials for the release job.
export FRESHBOOKS_ACCESS_TOKEN='6y7igdppr4b6ml9mh0nazpjeqn3z7rxbwnfkrqfw93pe9583epdsvcczru53ew5q'
./release --region eu-west-1 --verbose
echo done
