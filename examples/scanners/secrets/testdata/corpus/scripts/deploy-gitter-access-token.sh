#!/bin/sh
set -eu

# Credentials for the release job.
export GITTER_ACCESS_TOKEN='r_u4goekex_59qqv33d0665f1ikglu_1i05r17ny'
./release --region eu-west-1 --verbose
echo done
