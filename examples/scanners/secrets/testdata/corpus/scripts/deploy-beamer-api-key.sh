#!/bin/sh
set -eu

# Credentials for the release job.
export BEAMER_API_KEY='b_dAIzEV71h2r9uXmWSld5LOWrgNrMUmjIVVzm9X4P=Ei5'
./release --region eu-west-1 --verbose
echo done
