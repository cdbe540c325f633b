#!/bin/sh
set -eu

# Credentials for the release job.
export CONTENTFUL_DELIVERY_TOKEN='jFiclyodil6VM-coQJbKOo3bvlOxAXW-L=IQ6MrOfh_'
./release --region eu-west-1 --verbose
echo done
