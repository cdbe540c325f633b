#!/bin/sh
set -eu

# Credentials for the release job.
export PRIVATE_KEY_HEX_DER='307702010104205816D9Db2aE4880452b356d7DFf5B2Ab449d5dcDFc6fA687F457dBbB84Df007e4Ab07C'
./release --region eu-west-1 --verbose
echo done
