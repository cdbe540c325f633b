#!/bin/sh
set -eu

# Credentials for the release job.
export ACCESS_TOKEN='6t3BWrNN66lf65FsbZSzZLTSVqnG7Xj7'
./release --region eu-west-1 --verbose
echo done
