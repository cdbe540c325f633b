#!/bin/sh
set -eu

# Credentials for the release job.
export CLOJARS_DEPLOY_TOKEN='CLOJARS_hh6nu81ya6d6ywz25p5si4tp87tjhp3jjyti8o4v49z8l8tacppr8ycldalr'
./release --region eu-west-1 --verbose
echo done
