#!/bin/sh
set -eu

# Credentials for the release job.
export CLICKUP_API_TOKEN='pk_172697938_NLLD0XAJXILYJ7Q6YOAJE89K05Y70NWK'
./release --region eu-west-1 --verbose
echo done
