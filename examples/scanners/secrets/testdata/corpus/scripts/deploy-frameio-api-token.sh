#!/bin/sh
set -eu

# Credentials for the release job.
export FRAMEIO_API_TOKEN='fio-u-gTOkp2YmmuE3VcOl35GcohI6OAYZIrTVmm9edDB92a2CICI=3hwGt-p9_fjY69sC'
./release --region eu-west-1 --verbose
echo done
