#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='eoRFRLoBHYwT58orIn6sA96XWH9mKUyW'
./release --region eu-west-1 --verbose
echo done
