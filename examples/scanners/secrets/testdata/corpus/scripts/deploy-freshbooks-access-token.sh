#!/bin/sh
set -eu

# Credentials for the release job.
export FRESHBOOKS_ACCESS_TOKEN='e2wx1egz01joeafwmrqu06w3ciz077xju1v2802oztlao70qrrjjmdrezz65oe4u'
./release --region eu-west-1 --verbose
echo done
