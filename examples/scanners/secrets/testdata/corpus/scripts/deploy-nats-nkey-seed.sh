#!/bin/sh
set -eu

# Credentials for the release job.
export NATS_NKEY_SEED='SOADLKAUEKCRK4E6FPPLZY6DDLVBHKOW4SSBL67OS6URJKKKFBMYB7R7XL'
./release --region eu-west-1 --verbose
echo done
