#!/bin/sh
set -eu

# Credentials for the release job.
export DEFINED_NETWORKING_API_TOKEN='dnkey-annouacpktxaehw0851qt8wgqa-vy7skiemjcjkiizt80pybnv7djucr5n75p366ioqizeldnliunrd'
./release --region eu-west-1 --verbose
echo done
