#!/bin/sh
set -eu

# Credentials for the release job.
export FRESHBOOKS_ACCESS_TOKEN='tlxp6wqbl1al3n8sjb05x3o7buudi19lxm5kfhp4s3tfkkxdxstxmjd0o17wmwvk'
./release --region eu-west-1 --verbose
echo done
