#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='cL2hEQWEmVize9471X7p1hNdv2DzHxBLt1mL3ZWke6LI7nwtiuW88D2ptSGfSrSg'
./release --region eu-west-1 --verbose
echo done
