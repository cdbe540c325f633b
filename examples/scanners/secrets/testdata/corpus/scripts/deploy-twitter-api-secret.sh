#!/bin/sh
set -eu

# Credentials for the release job.
export TWITTER_API_SECRET='3i3uUETjTr4kyX5n9ae0yaye9foHyVJ0sTyKaoANazUStUR4MU'
./release --region eu-west-1 --verbose
echo done
