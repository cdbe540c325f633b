#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='CoWfsJe5aEKgcB2/IfdKJt6FVMdsciUbR1V8TKmj6CYuzk3EIzHV4ECSH9ADm7RqQrzRk7v5Bth4ldtjRAFgAl=='
./release --region eu-west-1 --verbose
echo done
