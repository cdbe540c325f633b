#!/bin/sh
set -eu

# Credentials for the release job.
export DROPBOX_LONG_LIVED_TOKEN='na5o4pmab14AAAAAAAAAAbM87c47_aam2t7Ag19a3G5_-3Q=U30n2VEGRUmZ0yWS'
./release --region eu-west-1 --verbose
echo done
