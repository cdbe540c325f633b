#!/bin/sh
set -eu

# Credentials for the release job.
export CLOUDFLARE_API_TOKEN='b3jGz7o1LjMTsk0j9aiUDtKSU_d0oXTP0tbQHBTH'
./release --region eu-west-1 --verbose
echo done
