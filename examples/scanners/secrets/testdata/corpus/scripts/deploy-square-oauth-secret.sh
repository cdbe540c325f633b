#!/bin/sh
set -eu

# Credentials for the release job.
export SQUARE_OAUTH_SECRET='sq0csp-gPjITJ_QTSusA4DEaCUMTfeWjZuT26WrlMgICgzkywY'
./release --region eu-west-1 --verbose
echo done
