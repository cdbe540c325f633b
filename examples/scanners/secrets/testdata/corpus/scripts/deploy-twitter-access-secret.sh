#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_ACCESS_SECRET='lKnkzIGNBiHUnIR3S5GaiRAApN0ndaegf4B5RE5uZ1NN3'
./release --region eu-west-1 --verbose
echo done
