#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='f0euCY6_zhcKaethZcFgANflZ0hbVMIvF1ljD2SPRR1'
./release --region eu-west-1 --verbose
echo done
