#!/bin/sh
set -eu

# Credentials for the release job.
export FRESHBOOKS_ACCESS_TOKEN='rcavojdgvelwp69o6a4oh4yn6dh7ivjtkn36e25latu08v8yuw3tvtax6k5jnro2'
./release --region eu-west-1 --verbose
echo done
