#!/bin/sh
set -eu

# Credentials for the release job.
export TRAVISCI_ACCESS_TOKEN='pEstPNv1sMYwv00mJd676x'
./release --region eu-west-1 --verbose
echo done
