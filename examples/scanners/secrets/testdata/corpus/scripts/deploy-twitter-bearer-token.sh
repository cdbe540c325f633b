#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_BEARER_TOKEN='AAAAAAAAAAAAAAAAAAAAAoB1gPetjvaU6xny6MUzdZyewCtsEtNyWz5P0NuvRbGB6IsE6ngy6A1fQDIFTHq4X39eR1LPSYk7eC3038fOdICTJTkGFHL61cPpRcFw'
./release --region eu-west-1 --verbose
echo done
