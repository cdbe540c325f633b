#!/bin/sh
set -eu

# Credentials for the release job.
export HARNESS_API_KEY='pat.dbAWUmT5o-mnEKF_-6iMmM.7EZzw0AcWgFXAcDVHrMbaMT3.eJvioj4cUF9vBITIMCfI'
./release --region eu-west-1 --verbose
echo done
