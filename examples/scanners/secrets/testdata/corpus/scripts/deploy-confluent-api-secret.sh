#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='sLnOFThpc5vOdReHKT3iL05OEBcf11Q0N3g+VP/FtbPmNK5TuRwPySER8JNkyacA'
./release --region eu-west-1 --verbose
echo done
