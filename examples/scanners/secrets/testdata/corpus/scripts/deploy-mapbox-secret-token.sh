#!/bin/sh
set -eu

# Credentials for the release job.
export MAPBOX_SECRET_TOKEN='sk.eyJw5o_00SKKmWFR74x2N6z9_A-Uu-lI8TmT5cvbZDq_pa1qYbExg23snZihr69t-wGFRlw3yw7t312x.6HQema1ar-2enlkGiu7dem'
./release --region eu-west-1 --verbose
echo done
