#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='SmxTRh3y2K8RrKyPZXXrInpAYw9jZjKb_Hlj3FuYcf7M4ZM8mz'
./release --region eu-west-1 --verbose
echo done
