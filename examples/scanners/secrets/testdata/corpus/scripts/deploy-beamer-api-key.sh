#!/bin/sh
set -eu

# Credentials for the release job.
export BEAMER_API_KEY='b_n81r_nCAWc-ilWCw_ZPR_5hKy7dvllx7RXK2VEKq=DVo'
./release --region eu-west-1 --verbose
echo done
