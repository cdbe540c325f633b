#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_MACAROON_TOKEN='fm1a_TQysCLf2E7BAAjA4TAA3fz4OrkwCA0q3nn7x3hcxlUfJFm/pLPmJ4Fda+dspuL1MB63N0R9ph8lXUpOYhidMPwZIhntU6qc8kIfC9A8zJ=='
./release --region eu-west-1 --verbose
echo done
