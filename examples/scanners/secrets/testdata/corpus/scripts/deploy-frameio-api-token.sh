#!/bin/sh
set -eu

# Credentials for the release job.
export FRAMEIO_API_TOKEN='fio-u-qOMgKC0fM8Bkg1-WQHC6nMOidpIugf6tAOgAQwh0OArQMG2tauIhniGYJDPxzCk6'
./release --region eu-west-1 --verbose
echo done
