#!/bin/sh
set -eu

# Credentials for the release job.
export FRAMEIO_API_TOKEN='fio-u-l-_5wzoKHjs7qkj-atQ4Y3jF2lJT0W7-H0ecttdHiqSAL0qqHJRSakOctVrdTI8w'
./release --region eu-west-1 --verbose
echo done
