#!/bin/sh
set -eu

# Credentials for the release job.
export PREFECT_API_KEY='pnu_eXBfaDDmL17InjEPEy5lzWMNvwjn2XNKMzCk'
./release --region eu-west-1 --verbose
echo done
