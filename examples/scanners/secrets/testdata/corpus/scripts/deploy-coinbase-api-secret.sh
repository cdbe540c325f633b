#!/bin/sh
set -eu

# Credentials for the release job.
export COINBASE_API_SECRET='Qp-h0aoYq6L6y_Uc1gq70J1eWMj44W6eIB4-ekQv-QMD2CFARK3Dj2rCsOYATeVk'
./release --region eu-west-1 --verbose
echo done
