#!/bin/sh
set -eu

# Credentials for the release job.
export BEAMER_API_KEY='b_-0LbYwYfxfVmINyuqqUbSKcRqMnaraIEOTYys9GluhwI'
./release --region eu-west-1 --verbose
echo done
