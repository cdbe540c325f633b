#!/bin/sh
set -eu

# Credentials for the release job.
export INTERCOM_ACCESS_TOKEN='1NsYk_wqVeMlBcEJowWtDGW3n5PX=NX=ZGFr1cbBjweB_3=_Tl2xm9ZbCAQ7'
./release --region eu-west-1 --verbose
echo done
