#!/bin/sh
set -eu

# Credentials for the release job.
export NATS_NKEY_SEED='SNACJOJVN2HYQWWELRDPFIEUROMJIRQ27KSEA4OVPKR7X33YPYC57OUVE7'
./release --region eu-west-1 --verbose
echo done
