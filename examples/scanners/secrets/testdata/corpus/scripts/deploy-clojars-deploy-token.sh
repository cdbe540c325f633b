#!/bin/sh
set -eu

# Credentials for the release job.
export CLOJARS_DEPLOY_TOKEN='CLOJARS_wwcjdcdg5fmkwvgfkjhj74l57gn9npfgfrw3puqqlks927urucb88cislhmr'
./release --region eu-west-1 --verbose
echo done
