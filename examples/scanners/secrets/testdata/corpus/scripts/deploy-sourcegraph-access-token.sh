#!/bin/sh
set -eu

# Credentials for the release job.
export SOURCEGRAPH_ACCESS_TOKEN='sgp_b9cfb53778777f1d_a1241cf861cd16618cba58ba036bdac35667a262'
./release --region eu-west-1 --verbose
echo done
