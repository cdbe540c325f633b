#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKUP_API_TOKEN='pk_87271538_67J0HWUOOR68ZJLADCQ977ZET2T6UH5W'
./release --region eu-west-1 --verbose
echo done
