#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='tlJq8UhQaRvIBHlkt66P2CCAR4XaUcrI4X2Am4EgxZ9BVUPKEMpQdDe3P3wOa8mn'
./release --region eu-west-1 --verbose
echo done
