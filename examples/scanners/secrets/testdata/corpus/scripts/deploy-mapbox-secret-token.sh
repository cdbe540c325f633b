#!/bin/sh
set -eu

# Credentials for the release job.
export MAPBOX_SECRET_TOKEN='sk.eyJKXbxHUgkq2AmTidkt62pO59hxxQfaG2xbLo2hSuKiGehiKU4DV0Rc_U2fAu.8wzAF84_fuywhYk1pPFgQ4'
./release --region eu-west-1 --verbose
echo done
