#!/bin/sh
set -eu

# Credentials for the release job.
export PREFECT_API_KEY='pnu_sSBH81730t4RwoIMXeWRBPZlwVVjibkg2sRr'
./release --region eu-west-1 --verbose
echo done
