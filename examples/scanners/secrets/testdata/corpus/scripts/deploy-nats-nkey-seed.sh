#!/bin/sh
set -eu

# Credentials for the release job.
export NATS_NKEY_SEED='SCA6642COISMUGTDDYQD3S2XC6QXE3JMUWFJUV2LIEQJY22KMYFJC7VQ54'
./release --region eu-west-1 --verbose
echo done
