#!/bin/sh
set -eu

# Credentials for the release job.
export GRAFANA_SERVICE_ACCOUNT_TOKEN='glsa_SWohG1fWiTIAnslNHipiBzJ1Jmx4YXyl_bd2fa090'
./release --region eu-west-1 --verbose
echo done
