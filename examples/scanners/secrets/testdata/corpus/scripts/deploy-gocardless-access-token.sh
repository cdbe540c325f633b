#!/bin/sh
set -eu

# Credentials for the release job.
export GOCARDLESS_ACCESS_TOKEN='live_F1LZZK-ng4xI48Jswl6bBtXN2wrqrIpEdY5Gx1cr'
./release --region eu-west-1 --verbose
echo done
