#!/bin/sh
set -eu

# Credentials for the release job.
export HUGGINGFACE_ACCESS_TOKEN='hf_soBYQt1qZJVGPviU2PSxurqN8Blo5xUknU'
./release --region eu-west-1 --verbose
echo done
