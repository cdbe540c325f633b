#!/bin/sh
set -eu

# Credentials for the release job.
export OPENSHIFT_USER_TOKEN='sha256~jEjwP2p27t1LOGiKCCkgng4qy60y_AtT-wUMiCebUiF'
./release --region eu-west-1 --verbose
echo done
