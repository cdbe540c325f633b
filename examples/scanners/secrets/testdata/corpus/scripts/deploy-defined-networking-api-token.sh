#!/bin/sh
set -eu

# Credentials for the release job.
export DEFINED_NETWORKING_API_TOKEN='dnkey-0va3599bvyex6g2sjfw4zkhopx-04pbj1raos7u4b8to4i2k8fr3m4tuqt2j8av9jbrypv7z40xzsf3'
./release --region eu-west-1 --verbose
echo done
