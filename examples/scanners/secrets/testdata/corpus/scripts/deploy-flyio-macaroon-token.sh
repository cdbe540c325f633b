#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_MACAROON_TOKEN='fm2_hqc9KXAEgtw9d+5JRmSiNz7gJ+LMevH8g3xRuC5ToVDlgEX6iPD6gRn1ZmnjT77uE8Zz+kk1hjSJL7/b9zmOlyuAu5I/IdLPnNlrgII==='
./release --region eu-west-1 --verbose
echo done
