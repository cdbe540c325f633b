#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='NBiHUnIR3S5GaiRAApN0ndaegf4B5RE5uZ1NN3PrmRE5t'
./release --region eu-west-1 --verbose
echo done
