#!/bin/sh
set -eu

# Credentials for the release job.
export BITBUCKET_CLIENT_SECRET='toMiiM9EMLUUgRqHXu2DnCTX8_O5cfMPbqGd810qeBlvp2mRhlnD562PdfBd3wXv'
./release --region eu-west-1 --verbose
echo done
