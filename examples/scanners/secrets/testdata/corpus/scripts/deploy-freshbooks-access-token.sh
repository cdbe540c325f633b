#!/bin/sh
set -eu

# Credentials for the release job.
export FRESHBOOKS_ACCESS_TOKEN='bov7ra9s7njt2lkrqryzn4swhxsxcedo5wkiytreg3zprjixo00z1g9jx7li29en'
./release --region eu-west-1 --verbose
echo done
