#!/bin/sh
set -eu

# Credentials for the release job.
export JFROG_IDENTITY_TOKEN='7P9eG9onD5mD7IvuX7TjxnQVGtzKtglTv4Lhyg38GDar1L4qZQ333rBhwt2anICv'
./release --region eu-west-1 --verbose
echo done
