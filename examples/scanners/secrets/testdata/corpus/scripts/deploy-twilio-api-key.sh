#!/bin/sh
set -eu

# Credentials for the release job.
export TWILIOAPIKEYSID='SKbf556e689ec59807cf5aef1b1a25df50'
./release --region eu-west-1 --verbose
echo done
