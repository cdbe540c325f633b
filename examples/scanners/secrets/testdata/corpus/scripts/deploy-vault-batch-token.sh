#!/bin/sh
set -eu

# Credentials for the release job.
export VAULT_BATCH_TOKEN='hvb.hJUTHJZXZ2K60WmxHW6vKgQWNpe-sAk-1JEb2wFgWwulFtha9JnoPsFVjbQEc9P47Kyfr3FufjcAkxyIQEn2GAJW9EOzFbr39eHetJeEppwoiwlSgFrPtgl8ekp6i8-30iDk4LTFBPDYhx9w6z2JBlWUOf7ZAJGXri-ZssGi3WaOUJ1mysgJ0eYTdzBV1UOQ9'
./release --region eu-west-1 --verbose
echo done
