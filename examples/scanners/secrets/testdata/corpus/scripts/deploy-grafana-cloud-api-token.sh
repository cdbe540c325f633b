#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_CLOUD_API_TOKEN='glc_BJ0UpQQcL3oHFv9PBgGDZowzJv+pFcxqeyudXfRisHxZZSlDoiMfoacsWNjnwE99TnGZm1SMZbnJd5lVDpsnn6doJdMjzPdtRynm29I8xHmsv3fO+ZNuISejGw/rm51LVX3OO5/eTlsfNW4CSTy+64XcAG8ixqVvOdFxsQ7TYo26grlz0OQku8lGUne/tO/MmggrD+p+tOI2GeTMw+j+0aCeEl/q/eaOs7eIkFziq/rL4cPZ'
./release --region eu-west-1 --verbose
echo done
