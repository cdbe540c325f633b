#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='dts1Mb_SBVHGDBbRx/FQNycAxASHz3wnIzg67GSK2CWrD_PgYA5h9R2qK6wacoYO=rUr8E-adBu-/-YCCUTu1'
./release --region eu-west-1 --verbose
echo done
