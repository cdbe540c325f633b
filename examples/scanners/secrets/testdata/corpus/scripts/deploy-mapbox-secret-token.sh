#!/bin/sh
set -eu

# Credentials for the release job.
export MAPBOX_SECRET_TOKEN='sk.eyJFXh96c9zLqhdpzv2NL0fg-76_ghjmsCak2N638O1oQqBu_sRLi9T3n6tji2ElYds2yl507hzw1vwYwO8xyCDmX-sun02N9Srw3rnyAeQanfUlpTdXc7SVE48Dj77J6pCg8-TBJEGq1Daf.6Z0a6ymlHvQvQW_cBC933F'
./release --region eu-west-1 --verbose
echo done
