#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='n_uWaRYP__8mGHO88a6isB9A33-W4nygoAD--3oI3BOGvaPoZTSiHTHsrFOW'
./release --region eu-west-1 --verbose
echo done
