#!/bin/sh
set -eu

# Credentials for the release job.
export YANDEX_CLOUD_STATIC_KEY='YCs9dx40cANFsXOA6naJOncIPN9e6BdjQs7lMJXp'
./release --region eu-west-1 --verbose
echo done
