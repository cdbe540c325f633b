#!/bin/sh
set -eu

# Credentials for the release job.
export CONFLUENT_API_SECRET='sbtdwasa1iCsq0xhTmMpmju7KXUM7LmVgKMt+tUiY/0t5yB9aaMlf/nj3qee/P+H'
./release --region eu-west-1 --verbose
echo done
