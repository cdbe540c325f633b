#!/bin/sh
set -eu

# Credentials for the release job.
export DYNATRACE_API_TOKEN='dt0c01.WDH3O5FPWXO161LULMQ9OW3F.3T9MYGWKP0V4KV7NFCO7OXAO6HU0VBJM49LLU9Z1R80KEREK5HKYY15R6EDTHHFZ'
./release --region eu-west-1 --verbose
echo done
