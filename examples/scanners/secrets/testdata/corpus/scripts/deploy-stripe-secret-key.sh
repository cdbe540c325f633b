#!/bin/sh
set -eu

# Credentials for the release job.
export STRIPE_SECRET_KEY='sk_live_tWfQuLiVBiogZNXFiqq6TRtPH6fgRhDTgGvIOaHDzRNc99z7DZdJgL2rL'
./release --region eu-west-1 --verbose
echo done
