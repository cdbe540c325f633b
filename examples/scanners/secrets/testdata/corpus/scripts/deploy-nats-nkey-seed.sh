#!/bin/sh
set -eu

# Credentials for the release job.
export NATS_NKEY_SEED='SUASYASEETUMVMBYQY32XMZGGTNIM6MB23O2FFH5N4YNPLJCO6LR4SLWHI'
./release --region eu-west-1 --verbose
echo done
