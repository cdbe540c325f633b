#!/bin/sh
set -eu

# Credentials for the release job.
export KRAKEN_API_SECRET='NnhQ12fvSrSDJo4fdEFSM2rQP0XUDU8GrOizofIS6j1oTijcwsJZR1bPHO9hTi2pt7RyYfYfziiteRtjFee+fD=='
./release --region eu-west-1 --verbose
echo done
