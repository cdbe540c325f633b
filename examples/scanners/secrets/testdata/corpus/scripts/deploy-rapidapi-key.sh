#!/bin/sh
set -eu

# Credentials for the release job.
export RAPIDAPI_KEY='nMpS_HDPu8_vy-yRH5wFM4uoukt7rwjHXfVj0BoPRBnFushsqF'
./release --region eu-west-1 --verbose
echo done
