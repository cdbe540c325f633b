#!/bin/sh
set -eu

# Credentials for the release job.
export PLANETSCALE_TOKEN='pscale_pw_9Z.UylSDcuShwN=P8EjlJ0GGGCIU2W-6LM1pAAGetaZ0SMmo.KrCD3a'
./release --region eu-west-1 --verbose
echo done
