#!/bin/sh
set -eu

# Credentials for the release job.
export DOPPLER_TOKEN='dp.ct.UEJGARkF0QkUcpy4tQfzvJtgpOaiElSPYQfS6rfkU'
./release --region eu-west-1 --verbose
echo done
