#!/bin/sh
set -eu

# Credentials for the release job.
export ONEPASSWORD_SECRET_KEY='A3-SGSI2U-KMAEU7-EXVOV-TKYUY-I8ICA-NOUAC'
./release --region eu-west-1 --verbose
echo done
