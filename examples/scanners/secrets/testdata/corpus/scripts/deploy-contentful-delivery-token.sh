#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='fK1Zf_7ehOZzvZLOum6MPIPYE0yAG=8rb9veh_o4u82'
./release --region eu-west-1 --verbose
echo done
