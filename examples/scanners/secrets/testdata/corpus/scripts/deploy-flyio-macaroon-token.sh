#!/bin/sh
set -eu

# Credentials for the release job.
export FLYIO_MACAROON_TOKEN='fm1a_QROplFAAEtP9dtTOnbrsmDzreEhe1UPWi1tMOCLciod2GsTLptRHFHK2nvusY2MSrEFAsA4+zlLx06xg3zEWbSani9U45fcJYz3B+LDiv3M==='
./release --region eu-west-1 --verbose
echo done
