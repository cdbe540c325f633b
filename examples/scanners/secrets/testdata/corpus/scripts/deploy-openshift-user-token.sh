#!/bin/sh
set -eu

# Credentials for the release job.
export OPENSHIFT_USER_TOKEN='sha256~EsgehNszg_P3CG_kuOJj2NmXBVafhr46wF-QHTmVm9g'
./release --region eu-west-1 --verbose
echo done
