#!/bin/sh
set -eu

# Credentials for the release job.
export FRESHBOOKS_ACCESS_TOKEN='ko1ow7k4lzpnclowpln9p6eork0pmidbx91sq81gfgg10iy5fddcbqacry9x79j0'
./release --region eu-west-1 --verbose
echo done
