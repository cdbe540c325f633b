#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_MACAROON_TOKEN='fm1a_g8TuGiOQ02GMJ4GZSFzEKYA6EYole4V2xZZf/I2Szz7c15hMzJW+uPJQBHtl02gXK1/LLWdNWYSVE2rD5+5tIoITkSMHRHk4kXWMCJM==='
./release --region eu-west-1 --verbose
echo done
