#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_ORIGIN_CA_KEY='v1.0-1176c7b932591827a14b197d-e87f1d9be96f330fe2436fd8cd7f49ffcfc2bd5190708244ff7682f1077066ca2230068a2adcfa6ea9f3ed4e8e0e9def099be7b83976fd19000453bb7ebc9fb4f3f28933e9a6e50fe6'
./release --region eu-west-1 --verbose
echo done
