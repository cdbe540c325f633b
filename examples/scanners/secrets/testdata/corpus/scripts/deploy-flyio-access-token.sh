#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_ACCESS_TOKEN='fo1_K8HQ21wxVGii0PBKE_trCec2K8JDBl-JF1q4741UUN-'
./release --region eu-west-1 --verbose
echo done
