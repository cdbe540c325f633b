#!/bin/sh
set -eu

# Credentials for the release job.
export BEAMER_API_KEY='b_Rf3ztLPag-hPfh_J9t=tQDHgE36KUY=aBKD4O_AZgyXG'
./release --region eu-west-1 --verbose
echo done
