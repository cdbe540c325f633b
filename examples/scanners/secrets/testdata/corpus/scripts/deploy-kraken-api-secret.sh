#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='RlneOLVtwAbh95XX8O3Vfpmr1PKG4BHgui7y/8wYmtBT+m2DwD6Hc80WYRfoVKl5ktHcpqgn59xl7PZFeeFyd9=='
./release --region eu-west-1 --verbose
echo done
