#!/bin/sh
set -eu

# Credentials for the release job.
export NUGET_API_KEY='oy2mhdq0mxrei5yhrta79owxb3xuqtf2rqed810mzf7ltr'
./release --region eu-west-1 --verbose
echo done
