#!/bin/sh
set -eu

# Credentials for the release job.
export PREFECT_API_KEY='pnu_qBwiAxRziJcAHvXBZrf5PU41y9JFuiPLAlJY'
./release --region eu-west-1 --verbose
echo done
