#!/bin/sh
set -eu

# Credentials for the release job.
export SUMOLOGIC_ACCESS_KEY='WQ0RI2TBIo8aPgylhhf28wxj76YrZSA6YnuKUoSDE6KPd7DkRuTBPx5v9hzR7vQz'
./release --region eu-west-1 --verbose
echo done
