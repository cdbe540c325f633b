#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='wCphnbZ1hS1eGOYtamWxffGn56LjmnxDEB6o5g121og'
./release --region eu-west-1 --verbose
echo done
